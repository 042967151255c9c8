import { TextInput, type TextInputProps } from '@mantine/core';
import { AUTH_CODE_DEFAULT_LENGTH, normalizeAuthCode } from '@jobsite/core';

interface AuthCodeInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (code: string) => void;
  /** Called once the code has all its digits (spec section 5: the code submits itself). */
  onComplete: (code: string) => void;
  length?: number;
}

/**
 * The two-way authentication code: digits only, cut to the code's length. No maxLength on
 * the input: a pasted "123 456" must reach the normalizer whole.
 */
export function AuthCodeInput({ value, onChange, onComplete, length = AUTH_CODE_DEFAULT_LENGTH, ...rest }: AuthCodeInputProps) {
  return (
    <TextInput
      {...rest}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      onChange={(event) => {
        const code = normalizeAuthCode(event.currentTarget.value, length);
        onChange(code);
        if (code.length === length && code !== value) onComplete(code);
      }}
    />
  );
}
