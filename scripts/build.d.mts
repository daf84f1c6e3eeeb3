export function build(options?: { quiet?: boolean }): Promise<void>;
