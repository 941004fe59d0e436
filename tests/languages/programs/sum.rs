// expect: AC
use std::io::{self, BufRead, Write};

fn main() {
    let stdin = io::stdin();
    let mut out = io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        let v: Vec<i64> = line.split_whitespace().map(|x| x.parse().unwrap()).collect();
        if v.len() == 2 {
            writeln!(out, "{}", v[0] + v[1]).unwrap();
        }
    }
}
