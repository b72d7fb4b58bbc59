// How a boolean attribute reads (`opened`, `leave-open`), for every place that reads one: the
// widgets' attribute parsing, and the entry, which answers an early click before a widget's code
// has arrived. As in HTML, present is true; unlike HTML, the value "false" (in any case, spaces
// around it ignored) is false too, so a CMS field that prints "false" does what it says.

/** Whether a boolean attribute's raw value (null when absent) is on. */
export const isOnValue = (raw: string | null): boolean => raw !== null && raw.trim().toLowerCase() !== 'false';

/** Whether boolean attribute `name` of `element` is on. */
export const isOn = (element: Element, name: string): boolean => isOnValue(element.getAttribute(name));
