{ The contestant's add(a, b): the unit the Pascal grader uses by name. }
unit Addition;

interface

function add(a, b: int64): int64;

implementation

function add(a, b: int64): int64;
begin
  add := a + b;
end;

end.
