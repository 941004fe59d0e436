{ expect: MLE reached the limit of 256 MiB (the stack may grow to the memory limit, and does) }
program overflow;
function deep(n: longint): longint;
var pad: array[0..255] of longint;
begin
  pad[n mod 256] := n;
  deep := deep(n + 1) + pad[(n + 1) mod 256];
end;
begin
  writeln(deep(0));
end.
