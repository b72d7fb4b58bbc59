// How a boolean attribute reads, the same for the widgets and the entry's early answers: present is
// true, except the value "false", so a CMS field printing "false" does what it says.

/** Whether a boolean attribute's raw value (null when absent) is on. */
export const isOnValue = (raw: string | null): boolean => raw !== null && raw.trim().toLowerCase() !== 'false';

/** Whether boolean attribute `name` of `element` is on. */
export const isOn = (element: Element, name: string): boolean => isOnValue(element.getAttribute(name));
