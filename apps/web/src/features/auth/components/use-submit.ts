import { useState } from 'react';

/** A pending flag and error lines around one async submit (login, signup). */
export function useSubmit<T>(action: (input: T) => Promise<unknown>, toLines: (err: unknown) => string[]) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async (input: T) => {
    setPending(true);
    setErrors([]);
    try {
      await action(input);
      return true;
    } catch (err) {
      setErrors(toLines(err));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, errors, submit };
}
