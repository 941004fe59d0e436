// expect: AC (no shadow nor passwd file to read, no process to start, nothing outside the box to
// write)
const fs = require('fs');
const childProcess = require('child_process');
function works(action) {
    try {
        action();
        return true;
    } catch (error) {
        return false;
    }
}
const escaped = works(() => fs.readFileSync('/etc/shadow')) ||
    works(() => fs.readFileSync('/etc/passwd')) ||
    works(() => fs.writeFileSync('/usr/escaped', 'x')) ||
    works(() => fs.writeFileSync('../escaped', 'x')) ||
    works(() => childProcess.execFileSync('/bin/sh', ['-c', 'true']));
if (escaped) {
    console.log('escaped');
} else {
    for (const line of fs.readFileSync(0, 'utf8').trim().split('\n')) {
        const [a, b] = line.trim().split(/\s+/).map(BigInt);
        console.log((a + b).toString());
    }
}
