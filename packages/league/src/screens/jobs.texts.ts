/** The jobs screens' labels and messages (docs/decisions/037-texts-in-one-home.md). */
export const JOBS_SCREEN = {
  ms: (ms: string | number) => `${ms} ms`,
};
