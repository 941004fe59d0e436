// expect: AC (the box has no /etc/shadow nor /etc/passwd, and nothing outside /box and /tmp is writable)
use std::fs;
use std::io::{self, BufRead};

fn main() {
    let read = fs::read("/etc/shadow").is_ok() || fs::read("/etc/passwd").is_ok();
    let wrote = fs::write("/escaped", "x").is_ok() || fs::write("/usr/escaped", "x").is_ok()
        || fs::write("../escaped", "x").is_ok();
    if read || wrote {
        println!("escaped");
        return;
    }
    for line in io::stdin().lock().lines() {
        let v: Vec<i64> = line.unwrap().split_whitespace().map(|x| x.parse().unwrap()).collect();
        println!("{}", v[0] + v[1]);
    }
}
