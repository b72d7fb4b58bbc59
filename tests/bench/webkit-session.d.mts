import type { WebDriver } from 'selenium-webdriver';

/** A running WebKitGTK session: its driver, and `close()`, which ends it and what it started. */
export interface WebKitSession {
  driver: WebDriver;
  close(): Promise<void>;
}

export declare function startWebKitSession(options: {
  driverPath: string;
  viewport: { width: number; height: number };
  reducedMotion: boolean;
}): Promise<WebKitSession>;
