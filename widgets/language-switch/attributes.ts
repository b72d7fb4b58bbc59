import type { AttributeSpecs } from '../attributes';

/** No attributes: the links are the content, the current language comes from `<html lang>`. */
export const languageSwitchAttributes = {} as const satisfies AttributeSpecs;
