// The committed traces of the designs this port has, read from Conformance/Traces.

import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { Designs } from "./TraceScene.js";

export const tracesDirectory = fileURLToPath(new URL("../../../Conformance/Traces/", import.meta.url));

/** Every trace whose design is hwHeader, hwFooter or hwAutoFooter, by name. */
export function portedTraces() {
  return readdirSync(tracesDirectory)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(tracesDirectory, file), "utf8")))
    .filter((trace) => trace.format === "viewkitlite-trace" && trace.version === 1
      && trace.scene.control.design in Designs);
}
