(* A unit named like the Pascal grader: refused, the grader is the jury's. *)
unit Grader;

interface

function add(a, b: int64): int64;

implementation

function add(a, b: int64): int64;
begin
  add := a + b;
end;

end.
