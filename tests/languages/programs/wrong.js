// expect: WA (the numbers are joined as strings: "1" + "2" is "12")
const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n');
for (const line of lines) {
    const [a, b] = line.trim().split(/\s+/);
    console.log(a + b);
}
