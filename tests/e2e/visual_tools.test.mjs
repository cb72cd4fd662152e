// End to end (issue 14, "visuals"): an agent looks at what it built. Through the hub and the SDK client,
// the real package on the headless editor builds a camera and a cube, captures them as MCP image content
// (a real PNG, decoded here), makes a red material and assigns it (red pixels where the cube is), moves
// the cube (the image changes), scales down with maxSize, saves a PNG under Assets/, keeps the material
// across a domain reload, and refuses bad inputs with clear errors that change nothing.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  startHub, startHost, copyProject, connectClient, waitEditor, textOf, errorKind,
  e2eTest as test,
} from './lib/e2e.mjs';
import { decodePng } from './lib/png.mjs';
import { scaled } from '../lib/time.mjs';

const T = { timeout: scaled(180000) };
const SETTINGS = { groups: { screenshots: true, materials: true, assets: true }, autoStartHub: false };

const redPixels = ({ rgba }) => {
  let n = 0;
  for (let i = 0; i < rgba.length; i += 4) if (rgba[i] > 100 && rgba[i + 1] < 15 && rgba[i + 2] < 15) n++;
  return n;
};

async function setup(t) {
  const hub = await startHub(t);
  const project = copyProject(t, { name: 'VisualProject', settings: SETTINGS });
  const host = await startHost(t, { project, stateDir: hub.stateDir });
  const s = await connectClient(t, hub);
  await waitEditor(s, project);
  const call = (tool, args = {}) => s.call(tool, args, { timeout: scaled(60000) });
  const json = async (tool, args = {}) => {
    const r = await call(tool, args);
    assert.notEqual(r.isError, true, `${tool}: ${textOf(r)}`);
    return r.structuredContent ?? JSON.parse(textOf(r));
  };
  const capture = async (args) => {
    const r = await call('capture_screenshot', args);
    assert.notEqual(r.isError, true, `capture_screenshot: ${textOf(r)}`);
    const images = r.content.filter((c) => c.type === 'image');
    assert.equal(images.length, 1, 'one image block');
    assert.equal(images[0].mimeType, 'image/png');
    const png = Buffer.from(images[0].data, 'base64');
    assert.equal(r.structuredContent, undefined, 'JSON text and the image, no output schema');
    return { result: JSON.parse(textOf(r)), png, image: decodePng(png) };
  };
  const fails = async (tool, args, kind, text) => {
    const r = await call(tool, args);
    assert.equal(r.isError, true, `${tool} ${JSON.stringify(args)} should fail: ${textOf(r)}`);
    assert.equal(errorKind(r), kind, textOf(r));
    if (text) assert.match(textOf(r), text);
    return r;
  };
  return { project, host, s, json, capture, fails };
}

test('capture, material, move, downscale, save and reload through the hub', T, async (t) => {
  const { project, host, json, capture, fails } = await setup(t);

  // A scene built with the tools, away from the sample's own objects: a camera looking at a cube.
  await json('create_game_object', {
    name: 'Shot Camera', position: [40, 0, -5], components: ['Camera'],
    fields: { m_ClearFlags: 'SolidColor', m_BackGroundColor: [0, 0, 0, 1] },
  });
  await json('create_game_object', { name: 'Target', primitive: 'Cube', position: [40, 0, 0] });

  const first = await capture({ camera: 'Shot Camera', width: 160, height: 120 });
  assert.equal(first.image.width, 160);
  assert.equal(first.image.height, 120);
  assert.deepEqual({ ...first.result }, { source: 'Camera', capture: 'camera', camera: 'Shot Camera', width: 160, height: 120, bytes: first.png.length });
  assert.equal(redPixels(first.image), 0, 'the default material is not red');

  await json('create_asset', { kind: 'Folder', path: 'Assets/Materials' });
  const created = await json('create_material', { path: 'Assets/Materials/Red.mat', shader: 'Unlit/Color' });
  assert.equal(created.shader, 'Unlit/Color');
  const set = await json('set_material_property', { material: 'Assets/Materials/Red.mat', property: '_Color', value: '#ff0000' });
  assert.deepEqual(set.value, [1, 0, 0, 1]);
  await json('assign_material', { target: 'Target', material: 'Assets/Materials/Red.mat' });
  const red = await capture({ camera: 'Shot Camera', width: 160, height: 120 });
  const centre = (red.image.height / 2 * red.image.width + red.image.width / 2) * 4;
  assert.ok(red.image.rgba[centre] > 100 && red.image.rgba[centre + 1] < 15, 'the cube is in the middle, red');
  const redBefore = redPixels(red.image);
  assert.ok(redBefore > 500, `many red pixels where the cube is (${redBefore})`);

  await json('set_component_field', { target: 'Target', field: 'm_LocalPosition', value: [41, 0, -2] });
  const moved = await capture({ camera: 'Shot Camera', width: 160, height: 120 });
  assert.notDeepEqual(moved.png, red.png, 'the image changes when the cube moves');
  assert.ok(redPixels(moved.image) > redBefore * 2, 'nearer is bigger');

  const small = await capture({ camera: 'Shot Camera', width: 1600, height: 1200, maxSize: 200 });
  assert.deepEqual([small.image.width, small.image.height], [200, 150]);
  assert.match(small.result.note, /maxSize/);

  const saved = await capture({ camera: 'Shot Camera', width: 64, savePath: 'Assets/Shots/Target.png' });
  assert.equal(saved.result.savedPath, 'Assets/Shots/Target.png');
  const file = readFileSync(path.join(project, 'Assets/Shots/Target.png'));
  assert.deepEqual(file, saved.png, 'the saved file is the returned image');
  assert.equal(decodePng(file).width, 64);

  // The material is an asset file: it survives a domain reload.
  await host.reload();
  const read = await json('get_material', { target: 'Target' });
  assert.equal(read.material, 'Assets/Materials/Red.mat');
  assert.deepEqual(read.properties.find((p) => p.name === '_Color').value, [1, 0, 0, 1]);
  assert.ok(redPixels((await capture({ camera: 'Shot Camera', width: 160, height: 120 })).image) > redBefore, 'still red after the reload');
});

test('bad inputs get clear errors and change nothing', T, async (t) => {
  const { project, json, capture, fails } = await setup(t);
  await json('create_asset', { kind: 'Folder', path: 'Assets/Materials' });
  await json('create_material', { path: 'Assets/Materials/Blue.mat', color: [0, 0, 1, 1] });
  const hierarchyBefore = JSON.stringify(await json('get_hierarchy', {}));

  await fails('capture_screenshot', { camera: 'No Such Camera' }, 'not_found', /No GameObject 'No Such Camera'/);
  await fails('capture_screenshot', { camera: 'Spinning Cube' }, 'not_found', /has no Camera component/);
  await fails('capture_screenshot', { savePath: '../outside.png' }, 'security_blocked', /outside Assets|relative/);
  await fails('capture_screenshot', { savePath: 'ProjectSettings/shot.png' }, 'security_blocked', /outside Assets/);
  await fails('capture_screenshot', { savePath: 'Assets/shot.bmp' }, 'invalid_arguments', /\.png/);
  assert.equal(existsSync(path.join(project, '..', 'outside.png')), false);
  assert.equal(existsSync(path.join(project, 'ProjectSettings/shot.png')), false);

  await fails('create_material', { path: 'Assets/Materials/X.mat', shader: 'Made/Up' }, 'not_found', /Available here: Standard/);
  assert.equal(existsSync(path.join(project, 'Assets/Materials/X.mat')), false);
  const matBefore = readFileSync(path.join(project, 'Assets/Materials/Blue.mat'), 'utf8');
  await fails('set_material_property', { material: 'Assets/Materials/Blue.mat', property: '_BaseColor', value: [1, 0, 0, 1] },
    'not_found', /no property '_BaseColor'.*_Color \(color\)/);
  await fails('set_material_property', { material: 'Assets/Materials/Blue.mat', property: '_Glossiness', value: 'very' },
    'invalid_arguments', /range property/);
  await fails('set_material_property', { material: 'Assets/Materials/Blue.mat', property: '_Color', value: 3 },
    'invalid_arguments', /color property/);
  assert.equal(readFileSync(path.join(project, 'Assets/Materials/Blue.mat'), 'utf8'), matBefore, 'the .mat file is untouched');
  await fails('assign_material', { target: 'Spinning Cube', material: 'Assets/Materials/Blue.mat', slot: 3 },
    'invalid_arguments', /out of range.*1 material slot/);
  await fails('assign_material', { target: 'Main Camera', material: 'Assets/Materials/Blue.mat' }, 'not_found', /no Renderer/);
  await fails('assign_material', { target: 'Spinning Cube', material: 'Assets/Materials/Nope.mat' }, 'not_found', /Blue\.mat/);
  assert.equal((await json('get_material', { target: 'Spinning Cube' })).material, 'Default-Material');

  // No camera at all: the game view has nothing to show.
  await json('delete_game_object', { target: 'Main Camera' });
  await fails('capture_screenshot', {}, 'not_found', /No enabled camera/);
  assert.equal((await capture({ source: 'Scene', width: 32 })).image.width, 32, 'the Scene view still renders');

  // Saving is a file write: with allowFileWrites off it is refused, looking is not.
  writeFileSync(path.join(project, 'ProjectSettings/PatchbaySettings.json'), JSON.stringify({ ...SETTINGS, allowFileWrites: false }));
  await fails('capture_screenshot', { source: 'Scene', savePath: 'Assets/Blocked.png' }, 'security_blocked', /allowFileWrites/);
  assert.equal(existsSync(path.join(project, 'Assets/Blocked.png')), false);
  assert.ok(hierarchyBefore.includes('Main Camera'));
});
