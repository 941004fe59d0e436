{ expect: AC }
program sum;
var a, b: int64;
begin
  while not eof do
  begin
    readln(a, b);
    writeln(a + b);
  end;
end.
