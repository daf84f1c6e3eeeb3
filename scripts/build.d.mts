/** Builds dist/; `server: false` leaves the compiled server out (`npm start` compiles it first). */
export function build(options?: { quiet?: boolean; server?: boolean }): Promise<void>;
export function pluginZip(folder: string): Promise<Buffer>;
