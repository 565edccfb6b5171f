// What changed between two presentations of one seat (the last move's highlight): the log lines added, the pieces
// that are new where they lie or whose marks changed, the piles whose card or count changed, the areas whose hidden
// count or panel data changed, and the counters whose value changed.  Nothing here knows a rule set: pieces are
// matched by instance id where the presentation gives ids, otherwise as identical pieces within one area.

const NO_CHANGES = Object.freeze({lines: [], pieces: new Set(), piles: new Set(), areas: new Set(),
                                  counters: new Set(), any: false});
export const noChanges = () => NO_CHANGES;

// A piece's look (name, face, marks) without its identity or place.
function look(piece) {
  const {id, ref, ...rest} = piece;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

function countUp(map, key) { map.set(key, (map.get(key) || 0) + 1); }

// ``skipArea(area)``: areas whose pieces are never marked (the viewer's own hand: its draws are the viewer's own).
export function changesBetween(before, after, {skipArea = () => false} = {}) {
  if (!before || !after) return NO_CHANGES;
  const lines = after.log.length > before.log.length ? after.log.slice(before.log.length) : [];
  const oldAreas = new Map(before.areas.map(a => [a.id, a]));
  const oldById = new Map();
  for (const area of before.areas) {
    for (const piece of area.pieces || []) {
      if (piece.id !== undefined) oldById.set(piece.id, {area: area.id, look: look(piece)});
    }
  }
  const pieces = new Set(), piles = new Set(), areas = new Set(), counters = new Set();
  for (const area of after.areas) {
    const old = oldAreas.get(area.id);
    if (area.kind === "panel") {
      if (!old || JSON.stringify(old.data) !== JSON.stringify(area.data)) areas.add(area.id);
      continue;
    }
    if (area.piles) {
      const seen = new Map();
      for (const pile of (old && old.piles) || []) countUp(seen, JSON.stringify([pile.name, pile.count]));
      for (const pile of area.piles) {
        const key = JSON.stringify([pile.name, pile.count]);
        if (seen.get(key)) seen.set(key, seen.get(key) - 1);
        else if (old) piles.add(pile);
      }
      continue;
    }
    if (old && old.count !== area.count) areas.add(area.id);
    if (!area.pieces || skipArea(area)) continue;
    const seen = new Map();   // looks of the old area's pieces without ids, by how many of each
    for (const piece of (old && old.pieces) || []) if (piece.id === undefined) countUp(seen, look(piece));
    for (const piece of area.pieces) {
      const k = look(piece);
      if (piece.id !== undefined) {
        const was = oldById.get(piece.id);
        if (!was || was.area !== area.id || was.look !== k) pieces.add(piece);
      } else if (seen.get(k)) seen.set(k, seen.get(k) - 1);
      else pieces.add(piece);
    }
  }
  const oldCounters = new Map(before.counters.map(c => [c.key, c.value]));
  for (const c of after.counters) if (oldCounters.has(c.key) && oldCounters.get(c.key) !== c.value) counters.add(c.key);
  const any = !!(lines.length || pieces.size || piles.size || areas.size || counters.size);
  return {lines, pieces, piles, areas, counters, any};
}
