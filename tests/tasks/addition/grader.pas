{ The jury's grader of "addition" in Pascal: the program itself; it uses the contestant's unit
  by its name, as CMS's Pascal graders do. }
program grader;

uses addition;

var
  n, i: longint;
  a, b: int64;
begin
  read(n);
  for i := 1 to n do
  begin
    read(a, b);
    writeln(add(a, b));
  end;
end.
