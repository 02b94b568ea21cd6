/** Where bugs are reported: one JSON line on stderr with the stack and what was being done. Never a response body. */
export type LogError = (error: unknown, detail: Record<string, unknown>) => void;

export const defaultLogError: LogError = (error, detail) => {
  const stack = error instanceof Error ? error.stack : String(error);
  console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), ...detail, error: stack }));
};
