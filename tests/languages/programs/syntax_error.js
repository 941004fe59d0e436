// expect: CE SyntaxError
console.log('unclosed';
