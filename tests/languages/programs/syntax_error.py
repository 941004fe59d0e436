# expect: CE SyntaxError
print("unclosed"
