import { Alert, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

export interface AuthFormProps {
  onSubmit: () => void;
  /** shown above the banners */
  intro?: ReactNode;
  success?: string | null;
  error: string | null;
  children: ReactNode;
}

/** The form of every account page: no page reload on submit, then the success and error banners, then the fields. */
export function AuthForm({ onSubmit, intro, success, error, children }: AuthFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        {intro}
        {success && (
          <Alert color="green" role="status" variant="light">
            {success}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </form>
  );
}

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
