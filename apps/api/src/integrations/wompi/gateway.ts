import type { WompiConfig } from '../../config.js';
import { wompiClient } from './client.js';
import { WompiSimulator } from './simulator.js';
import type { WompiGateway } from './wompi.js';

/**
 * The app's Wompi: the simulator in demo mode without keys, the real provider with them, none when
 * payments are not configured (checkout then says so).
 */
export function createWompiGateway(
  config: WompiConfig | undefined,
  now: () => Date,
): WompiGateway | undefined {
  if (!config) return undefined;
  return config.simulator ? new WompiSimulator(config, now) : wompiClient(config);
}
