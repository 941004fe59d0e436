{ bob's plain BFS over (piece cell, blank cell) for every game, in Free Pascal with the NOIP
  file I/O: right on the small boards, seconds on each 30x30 board with 500 games. }
program puzzle;
const
  dx: array[0..3] of longint = (-1, 1, 0, 0);
  dy: array[0..3] of longint = (0, 0, -1, 1);
var
  n, m, q, i, j, k, d, head, tail, ex, ey, sx, sy, tx, ty, answer: longint;
  px, py, bx, by, nx, ny, npx, npy, code: longint;
  board: array[0..31, 0..31] of longint;
  dist: array[0..31, 0..31, 0..31, 0..31] of longint;
  queue: array[0..1048575] of longint;
begin
  assign(input, 'puzzle.in'); reset(input);
  assign(output, 'puzzle.out'); rewrite(output);
  readln(n, m, q);
  fillchar(board, sizeof(board), 0);
  for i := 1 to n do
    for j := 1 to m do read(board[i][j]);
  for k := 1 to q do
  begin
    read(ex, ey, sx, sy, tx, ty);
    fillchar(dist, sizeof(dist), $ff);
    head := 0; tail := 1;
    queue[0] := ((sx * 32 + sy) * 32 + ex) * 32 + ey;
    dist[sx][sy][ex][ey] := 0;
    while head < tail do
    begin
      code := queue[head]; inc(head);
      by := code mod 32; bx := code div 32 mod 32;
      py := code div 1024 mod 32; px := code div 32768;
      for d := 0 to 3 do
      begin
        nx := bx + dx[d]; ny := by + dy[d]; npx := px; npy := py;
        if board[nx][ny] = 0 then continue;
        if (nx = px) and (ny = py) then begin npx := bx; npy := by; end;
        if dist[npx][npy][nx][ny] <> -1 then continue;
        dist[npx][npy][nx][ny] := dist[px][py][bx][by] + 1;
        queue[tail] := ((npx * 32 + npy) * 32 + nx) * 32 + ny; inc(tail);
      end;
    end;
    answer := -1;
    for i := 1 to n do
      for j := 1 to m do
        if (dist[tx][ty][i][j] <> -1) and ((answer = -1) or (dist[tx][ty][i][j] < answer)) then
          answer := dist[tx][ty][i][j];
    writeln(answer);
  end;
  close(output);
end.
