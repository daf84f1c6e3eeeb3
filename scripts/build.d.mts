export function build(options?: { quiet?: boolean }): Promise<void>;
export function pluginZip(folder: string): Promise<Buffer>;
