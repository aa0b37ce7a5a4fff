import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createStaffAccount } from './accounts.js';
import { releasePermissionsOf } from '../deployment/permissions.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { parseReleasePermissionCommand, runReleasePermissionCommand } from './release-permission-command.js';

describe('staff release-permission', () => {
  it('reads grant, revoke and list; anything else is usage', () => {
    assert.deepEqual(parseReleasePermissionCommand(['release-permission', 'grant', 'a@b.example', 'catalogue']), { kind: 'grant', email: 'a@b.example', target: 'catalogue' });
    assert.deepEqual(parseReleasePermissionCommand(['release-permission', 'revoke', 'a@b.example', '*']), { kind: 'revoke', email: 'a@b.example', target: '*' });
    assert.deepEqual(parseReleasePermissionCommand(['release-permission', 'list']), { kind: 'list' });
    for (const bad of [['release-permission'], ['release-permission', 'grant', 'a@b.example'], ['release-permission', 'grant', 'a@b.example', 'shop'], ['release-permission', 'list', 'x']]) {
      assert.equal(parseReleasePermissionCommand(bad), 'usage', bad.join(' '));
    }
    assert.equal(parseReleasePermissionCommand(['queue', 'on']), null);
  });

  let t: TestApp;
  before(async () => (t = await startTestApp({ CATALOGUE_BOXES: '10' })));
  after(() => t.close());

  it('grants and revokes a release permission of a staff account, with who granted it', async () => {
    const made = await createStaffAccount(t.db, { email: 'team-cat@littleloop.example', name: 'Team Catalogue', password: 'staff password 123' });
    assert.ok(made.ok);
    const lines: string[] = [];
    const print = (l: string) => lines.push(l);
    assert.equal(await runReleasePermissionCommand(t.db, { kind: 'grant', email: 'TEAM-cat@littleloop.example', target: 'catalogue' }, print), true);
    assert.deepEqual(await releasePermissionsOf(t.db, made.staffId), ['catalogue']);
    await runReleasePermissionCommand(t.db, { kind: 'list' }, print);
    assert.match(lines.at(-1)!, /^team-cat@littleloop\.example +catalogue +granted by cli:/);
    assert.equal(await runReleasePermissionCommand(t.db, { kind: 'revoke', email: 'team-cat@littleloop.example', target: 'catalogue' }, print), true);
    assert.deepEqual(await releasePermissionsOf(t.db, made.staffId), []);
    assert.equal(await runReleasePermissionCommand(t.db, { kind: 'grant', email: 'nobody@littleloop.example', target: '*' }, print), false);
  });
});
