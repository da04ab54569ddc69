import { createServer, type AddressInfo, type Server } from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestionService } from './ingestion.service';
import type { KeySensor } from './sensor.repository';
import { readingsTopic } from './sensor-keys';

/** CONNACK return code 4 of MQTT 3.1.1 (5 in MQTT 5 speak "bad user name or password"). */
const BAD_USERNAME_OR_PASSWORD = 4;
/** A message is one batch: SENSOR_BATCH_MAX readings fit in well under this. */
const MAX_PAYLOAD_BYTES = 2 * 1024 * 1024;

export interface MqttBroker {
  port: number;
  close(): Promise<void>;
}

function authError(message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: BAD_USERNAME_OR_PASSWORD }) as AuthenticateError;
}

/**
 * The embedded MQTT broker (issue #15; `MQTT_PORT`, off by default). A device connects with user name = its sensor
 * code (or its organisation's code) and password = its device key, and may publish only to
 * `rayyan/<org code>/<sensor code>/readings`; each message is a JSON batch like the HTTP one, stored through the same
 * ingestion service before the broker acknowledges it (QoS 1: PUBACK means stored). Publishing elsewhere closes the
 * connection; subscribing is refused (nothing is published to devices). A malformed payload or bad lines are logged
 * with their reasons and nothing of a refused batch is written.
 */
export async function startMqttBroker({ port, host, ingestion, log }: { port: number; host?: string; ingestion: IngestionService; log: FastifyBaseLogger }): Promise<MqttBroker> {
  const devices = new WeakMap<Client, KeySensor>();
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      const key = password?.toString('utf8');
      ingestion
        .sensorOfKey(key)
        .then((sensor) => {
          const name = (username ?? '').toUpperCase();
          if (name !== sensor.code.toUpperCase() && name !== sensor.orgCode.toUpperCase()) return done(authError('user name is not the key\'s sensor or organisation'), false);
          devices.set(client, sensor);
          done(null, true);
        })
        .catch(() => done(authError('unknown device key'), false));
    },
    authorizeSubscribe(_client, _subscription, callback) {
      callback(new Error('devices do not subscribe'));
    },
    authorizePublish(client, packet, callback) {
      const sensor = client ? devices.get(client) : undefined;
      if (!client) return callback(null);
      if (!sensor || packet.topic !== readingsTopic(sensor.orgCode, sensor.code)) {
        log.warn({ topic: packet.topic, client: client.id }, 'mqtt: publish outside the device\'s own topic refused');
        return callback(new Error('not this device\'s topic'));
      }
      packet.retain = false;
      let body: unknown;
      try {
        if (packet.payload.length > MAX_PAYLOAD_BYTES) throw new Error('payload too large');
        body = JSON.parse(packet.payload.toString('utf8'));
      } catch (error) {
        log.warn({ topic: packet.topic, err: error }, 'mqtt: malformed payload refused, nothing written');
        return callback(null);
      }
      ingestion
        .ingest(sensor, body)
        .then((result) => {
          if (result.rejected.length > 0) log.warn({ topic: packet.topic, stored: result.stored, rejected: result.rejected.slice(0, 20) }, 'mqtt: readings refused');
          callback(null);
        })
        .catch((error: unknown) => {
          log.error({ err: error, topic: packet.topic }, 'mqtt: readings not stored');
          callback(error as Error);
        });
    },
  });
  const server: Server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host ?? '0.0.0.0', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  log.info({ port: bound }, 'mqtt broker listening');
  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        broker.close(() => server.close(() => resolve()));
      }),
  };
}
