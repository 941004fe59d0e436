// expect: WA (the difference, not the sum)
use std::io::{self, BufRead};

fn main() {
    for line in io::stdin().lock().lines() {
        let v: Vec<i64> = line.unwrap().split_whitespace().map(|x| x.parse().unwrap()).collect();
        println!("{}", v[0] - v[1]);
    }
}
