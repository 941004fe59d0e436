// expect: AC (no process can be started: exec is refused in the box, so the program answers)
use std::io::{self, BufRead};
use std::process::Command;

fn main() {
    if Command::new("/bin/sh").arg("-c").arg("echo escaped").status().is_ok() {
        println!("spawned a shell");
        return;
    }
    for line in io::stdin().lock().lines() {
        let v: Vec<i64> = line.unwrap().split_whitespace().map(|x| x.parse().unwrap()).collect();
        println!("{}", v[0] + v[1]);
    }
}
