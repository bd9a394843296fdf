import { describe, expect, it } from 'vitest';
import { transportLabel } from '../../src/components/transport-label.ts';

describe('transportLabel', () => {
  it.each([
    ['https://mainnet.example/v3/<API_KEY>', 'HTTPS (POST)'],
    ['http://127.0.0.1:8545/v3/<API_KEY>', 'HTTP (POST), unencrypted'],
    ['HTTP://localhost:8545/', 'HTTP (POST), unencrypted'],
    ['wss://mainnet.example/ws/v3/<API_KEY>', 'WebSocket (wss://)'],
    ['ws://127.0.0.1:8545/ws/v3/<API_KEY>', 'WebSocket (ws://), unencrypted'],
    ['<invalid URL>', 'Unknown transport'],
  ])('names %s as %s', (url, label) => {
    expect(transportLabel(url)).toBe(label);
  });
});
