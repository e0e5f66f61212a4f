import net from 'node:net';
import { viText } from '../../errors/messages.js';

/**
 * Sends raw bytes to a network receipt printer (the "RAW"/JetDirect port, usually 9100) and
 * resolves once they were handed over and the connection closed cleanly.
 */
export function sendToPrinter(host: string, port: number, bytes: Buffer, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    socket.setTimeout(timeoutMs, () => finish(new Error(viText('printing.noResponse', { host, port }))));
    socket.once('error', (err) => finish(err));
    // Done when the printer closes its side after our end; a printer that keeps the connection
    // open has the bytes anyway once they were flushed, so a short grace period ends the wait.
    socket.once('close', () => finish());
    socket.once('connect', () => {
      socket.end(bytes, () => setTimeout(() => finish(), 1500).unref());
    });
  });
}
