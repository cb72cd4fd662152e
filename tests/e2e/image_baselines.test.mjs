// End to end (issue 47): image baselines with capture_screenshot, through the real hub and the headless editor host
// on the sample project. A baseline is written only when asked (updateBaseline, allowFileWrites), compared pixel for
// pixel at its own size with a tolerance and ignored regions, and a failed comparison comes with a difference image.
// Bad input — a baseline that does not exist, a wrong tolerance or region, a path outside Assets/ or through a link, an
// update the settings forbid — is a clear error and writes nothing.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, toolCaller, textOf, tempDir, e2eTest as test,
} from './lib/e2e.mjs';
import { decodePng } from './lib/png.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(240000) };
const SETTINGS = { groups: { screenshots: true, scenes: true }, autoStartHub: false };
const BASELINE = 'Assets/Tests/Baselines/Main.png';

test('capture_screenshot baselines: written when asked, compared with tolerance and ignored regions, a diff image on failure', T, async (t) => {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'Baselines', settings: SETTINGS });
  await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project, { extra: (e) => e.toolCount > 0 });
  const { json, fails } = toolCaller(s);
  const settingsFile = path.join(project, 'ProjectSettings/PatchbaySettings.json');
  const allowWrites = (on) => writeFileSync(settingsFile, JSON.stringify({ ...SETTINGS, allowFileWrites: on }));
  const file = path.join(project, BASELINE);
  const shot = async (args) => {
    const r = await s.call('capture_screenshot', { camera: 'Main Camera', ...args }, { timeout: scaled(90000) });
    assert.notEqual(r.isError, true, textOf(r));
    return { answer: JSON.parse(textOf(r)), images: r.content.filter((c) => c.type === 'image') };
  };

  // No baseline yet: refused, nothing written.
  await fails('capture_screenshot', { camera: 'Main Camera', baseline: BASELINE }, 'not_found', /No baseline at 'Assets\/Tests\/Baselines\/Main.png'.*updateBaseline: true/);
  // Writing one needs allowFileWrites.
  allowWrites(false);
  await fails('capture_screenshot', { camera: 'Main Camera', baseline: BASELINE, updateBaseline: true }, 'security_blocked', /allowFileWrites/);
  assert.equal(existsSync(file), false, 'nothing written');
  // Bad input, before anything renders.
  await fails('capture_screenshot', { baseline: BASELINE, tolerance: 2 }, 'invalid_arguments', /tolerance is 2; .*0 to 1/);
  await fails('capture_screenshot', { baseline: BASELINE, ignore: ['1,2'] }, 'invalid_arguments', /ignore region '1,2' is not x,y,w,h/);
  await fails('capture_screenshot', { baseline: 'Assets/Tests/Main.jpg' }, 'invalid_arguments', /must end in .png/);
  await fails('capture_screenshot', { tolerance: 0.1 }, 'invalid_arguments', /go with baseline/);
  await fails('capture_screenshot', { baseline: BASELINE, savePath: 'Assets/x.png' }, 'invalid_arguments', /savePath or baseline, not both/);
  await fails('capture_screenshot', { baseline: '../Outside.png' }, 'security_blocked');
  // A link inside Assets/ is refused, wherever it points.
  const outside = tempDir(t, 'patchbay-baseline-outside-');
  writeFileSync(path.join(outside, 'Leak.png'), 'not the project\'s');
  symlinkSync(outside, path.join(project, 'Assets/Linked'));
  await fails('capture_screenshot', { camera: 'Main Camera', baseline: 'Assets/Linked/Leak.png' }, 'security_blocked', /link/i);

  // Written when asked, at the size asked.
  allowWrites(true);
  const made = await shot({ baseline: BASELINE, updateBaseline: true, width: 96, height: 64 });
  assert.deepEqual(made.answer.comparison, { baseline: BASELINE, updated: true, width: 96, height: 64 });
  assert.ok(existsSync(file), 'the baseline file is written');
  const stored = decodePng(readFileSync(file));
  assert.equal(stored.width, 96);
  assert.equal(stored.height, 64);
  const written = readFileSync(file);

  // The same view: passes, no difference image; the image is taken at the baseline's size.
  const same = await shot({ baseline: BASELINE });
  assert.equal(same.answer.comparison.passed, true, JSON.stringify(same.answer));
  assert.equal(same.answer.comparison.differentPixels, 0);
  assert.equal(same.answer.width, 96);
  assert.equal(same.images.length, 1);

  // Something in front of the camera: fails with how much differs and a difference image of the baseline's size.
  await json('create_game_object', { name: 'Blocker', primitive: 'Cube', position: [0, 1, -7] });
  const changed = await shot({ baseline: BASELINE });
  assert.equal(changed.answer.comparison.passed, false, JSON.stringify(changed.answer));
  assert.ok(changed.answer.comparison.differentPixels > 0 && changed.answer.comparison.difference > 0, JSON.stringify(changed.answer));
  assert.equal(changed.images.length, 2, 'the image and the difference image');
  const diff = decodePng(Buffer.from(changed.images[1].data, 'base64'));
  assert.equal(diff.width, 96);
  assert.equal(diff.height, 64);
  // Ignoring the whole image: nothing compared, passes. A large tolerance: passes too.
  const ignored = await shot({ baseline: BASELINE, ignore: ['0,0,96,64'] });
  assert.equal(ignored.answer.comparison.passed, true, JSON.stringify(ignored.answer));
  assert.equal(ignored.answer.comparison.comparedPixels, 0);
  assert.equal((await shot({ baseline: BASELINE, tolerance: 1 })).answer.comparison.passed, true);
  // A comparison never changes the baseline.
  assert.deepEqual(readFileSync(file), written);
});
