/** Whether an address (or the host name `localhost`) stays on this machine. */
export function isLoopback(address: string): boolean {
  return address === 'localhost' || /^(127\.|::1$|::ffff:127\.)/.test(address);
}
