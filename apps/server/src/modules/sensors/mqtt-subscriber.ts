import mqtt from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestionService } from './ingestion.service';

/** What the server subscribes to on an external broker: every device's readings topic. */
const READINGS_FILTER = 'rayyan/+/+/readings';

export interface MqttSubscription {
  close(): Promise<void>;
}

/**
 * Readings through an external MQTT broker (`MQTT_URL`, issue #15), instead of the embedded one: the server subscribes to
 * `rayyan/+/+/readings` and stores each message through the same ingestion service, as the sensor its topic names
 * (organisation code, sensor code). The external broker authenticates the devices and keeps each to its own topic (its
 * ACL, e.g. Mosquitto's `pattern write rayyan/%u/...`); a topic naming no sensor, or a malformed payload, is logged
 * and nothing is written. A message is acknowledged (QoS 1) once stored.
 */
export async function subscribeExternalBroker({ url, ingestion, log }: { url: string; ingestion: IngestionService; log: FastifyBaseLogger }): Promise<MqttSubscription> {
  const client = mqtt.connect(url, { clientId: `rayyan-server-${process.pid}`, reconnectPeriod: 5000 });
  client.handleMessage = (packet, done) => {
    const [, orgCode = '', sensorCode = ''] = packet.topic.split('/');
    const store = async () => {
      const sensor = await ingestion.sensorOfTopic(orgCode, sensorCode);
      if (!sensor) return log.warn({ topic: packet.topic }, 'mqtt: no sensor for this topic, nothing written');
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(packet.payload).toString('utf8'));
      } catch (error) {
        return log.warn({ topic: packet.topic, err: error }, 'mqtt: malformed payload refused, nothing written');
      }
      const result = await ingestion.ingest(sensor, body);
      if (result.rejected.length > 0) log.warn({ topic: packet.topic, stored: result.stored, rejected: result.rejected.slice(0, 20) }, 'mqtt: readings refused');
    };
    store().then(
      () => done(),
      (error: unknown) => {
        log.error({ err: error, topic: packet.topic }, 'mqtt: readings not stored');
        done(error as Error);
      },
    );
  };
  client.on('connect', () => {
    client.subscribe(READINGS_FILTER, { qos: 1 }, (error) => (error ? log.error({ err: error }, 'mqtt: subscription refused') : log.info({ url: new URL(url).host }, 'mqtt: subscribed to the external broker')));
  });
  client.on('error', (error) => log.warn({ err: error }, 'mqtt: external broker error'));
  return { close: () => client.endAsync() };
}
