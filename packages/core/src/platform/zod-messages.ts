import { config, z } from 'zod';
import { numberMessages } from './numbers';

/** The choices of an enum as a sentence reads them: 'master or price_file', 'a, b or c'. */
const oneOf = (values: readonly unknown[]) => {
  const words = values.map(String);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
};

/**
 * Validation texts in the style of Django REST framework, which the spec's error
 * catalogue assumes ("This field is required."). A schema's own message wins.
 */
export function installZodMessages(): void {
  // `config`, not `z.config`: the web build counts a call on `z` as pure (packages/web/vite.config.ts).
  config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return 'This field is required.';
          if (issue.expected === 'string') return 'Not a valid string.';
          // 1.5 where a whole number is asked for is a number, but not a valid one
          if (issue.expected === 'int') return numberMessages.notInteger;
          if (issue.expected === 'number') return numberMessages.notNumber;
          if (issue.expected === 'boolean') return 'Must be a valid boolean.';
          if (issue.expected === 'array') return 'Expected a list of items.';
          if (issue.expected === 'object') return 'Invalid data. Expected a dictionary.';
          return 'Invalid value.';
        case 'too_small':
          if (issue.origin === 'string') {
            return Number(issue.minimum) <= 1
              ? 'This field may not be blank.'
              : `Ensure this field has at least ${issue.minimum} characters.`;
          }
          if (issue.origin === 'array') return 'This list may not be empty.';
          // .positive() refuses 0 itself: 'greater than or equal to 0' named the one value it refuses
          return issue.inclusive === false ? `Ensure this value is greater than ${issue.minimum}.` : `Ensure this value is greater than or equal to ${issue.minimum}.`;
        case 'too_big':
          if (issue.origin === 'string') return `Ensure this field has no more than ${issue.maximum} characters.`;
          return issue.inclusive === false ? `Ensure this value is less than ${issue.maximum}.` : `Ensure this value is less than or equal to ${issue.maximum}.`;
        case 'invalid_format':
          if (issue.format === 'email') return 'Enter a valid email address.';
          return 'Enter a valid value.';
        case 'invalid_value':
          // a choice left out is missing, not '"undefined" is not a valid choice.': say what may be chosen
          if (issue.input === undefined || issue.input === null) return `This field is required. Choose ${oneOf(issue.values)}.`;
          return `"${String(issue.input)}" is not a valid choice.`;
        case 'unrecognized_keys':
          return `Unknown field(s): ${issue.keys.join(', ')}.`;
        default:
          return undefined;
      }
    },
  });
}

installZodMessages();

/** Turns zod issues into DRF field errors: {"field": ["message"]}; root issues go to non_field_errors. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
