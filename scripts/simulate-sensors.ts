/**
 * A soil moisture probe that reports now and then (issue #15: "a simulator … publishes realistic readings for the demo
 * sensors over both paths"; off unless run). Give it a sensor's device key (from the sensor's page):
 *
 *   SIM_KEY=rsk_… SIM_SENSOR=SMP-TA-P1 npx tsx scripts/simulate-sensors.ts
 *
 * It sends one 15-minute step (soil moisture at each depth, battery, signal) every SIM_INTERVAL seconds (60), stamped
 * with the current time, over HTTP to SIM_URL (http://127.0.0.1:3000) and, when SIM_MQTT (mqtt://127.0.0.1:1883, the
 * server's MQTT_PORT) and SIM_ORG (the organisation code shown with the key) are given, every other step over MQTT.
 * The moisture follows a 72-hour irrigation cycle between about 11 and 17.5 % (Pivot 1's loamy sand). Ctrl+C stops it.
 */
import mqtt from 'mqtt';

const key = process.env.SIM_KEY;
const sensor = process.env.SIM_SENSOR;
if (!key || !sensor) {
  console.error('Set SIM_KEY (the device key) and SIM_SENSOR (its sensor code).');
  process.exit(1);
}
const url = process.env.SIM_URL ?? 'http://127.0.0.1:3000';
const depths = (process.env.SIM_DEPTHS ?? '10,20,30,40,60,80').split(',').map(Number);
const intervalMs = Number(process.env.SIM_INTERVAL ?? 60) * 1000;
const broker = process.env.SIM_MQTT && process.env.SIM_ORG ? await mqtt.connectAsync(process.env.SIM_MQTT, { username: sensor, password: key }) : undefined;
const topic = `rayyan/${process.env.SIM_ORG}/${sensor}/readings`;

/** The same drying curve as the demo seed: wetted by each pass, drying towards the refill point, deeper layers later. */
function moisture(depth: number, at: Date): number {
  const hours = at.getTime() / 3_600_000 - depth / 8;
  const phase = hours / 72 - Math.floor(hours / 72);
  return Math.round((11.2 + depth * 0.02 + 6.3 * Math.exp(-depth / 50) * Math.exp(-3.2 * phase) + (Math.random() - 0.5) * 0.2) * 100) / 100;
}

let step = 0;
async function send(): Promise<void> {
  const at = new Date();
  const measured_at = at.toISOString();
  const readings = [
    ...depths.map((depth_cm) => ({ sensor_code: sensor, measured_at, quantity: 'soil_moisture', depth_cm, value: moisture(depth_cm, at), unit: '%' })),
    { sensor_code: sensor, measured_at, quantity: 'battery', value: 84 - step * 0.01, unit: '%' },
    { sensor_code: sensor, measured_at, quantity: 'signal', value: -90 - Math.round(Math.random() * 8), unit: 'dBm' },
  ];
  const viaMqtt = broker && step % 2 === 1;
  step += 1;
  if (viaMqtt) {
    await broker.publishAsync(topic, JSON.stringify({ readings }), { qos: 1 });
    console.log(`${measured_at} MQTT ${topic}: ${readings.length} readings acknowledged`);
    return;
  }
  const response = await fetch(`${url}/api/sensor-readings/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Device ${key}` }, body: JSON.stringify({ readings }) });
  console.log(`${measured_at} HTTP ${response.status}: ${await response.text()}`);
}

await send();
const timer = setInterval(() => void send().catch((error: unknown) => console.error(error)), intervalMs);
process.once('SIGINT', () => {
  clearInterval(timer);
  void (broker ? broker.endAsync() : Promise.resolve()).then(() => process.exit(0));
});
