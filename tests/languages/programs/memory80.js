// expect: AC (holds 205 MiB, 80 % of the 256 MiB limit, and answers)
// Arrays of doubles live in V8's heap (a Buffer's bytes would not): 131072 of them are 1 MiB.
const held = [];
for (let i = 0; i < 205; ++i) held.push(new Array(131072).fill(i + 0.5));
const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n');
for (const line of lines) {
    const [a, b] = line.trim().split(/\s+/).map(BigInt);
    console.log((a + b + BigInt(held.length - 205)).toString());
}
