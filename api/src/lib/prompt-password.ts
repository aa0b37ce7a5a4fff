// A password asked for on the terminal, not echoed: the command-line tools (staff, deployment).
import { createInterface } from 'node:readline';

export async function promptPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('no terminal to ask for the password on: set STAFF_PASSWORD');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write(question);
  muted._writeToOutput = () => {};
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}
