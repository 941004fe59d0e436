// expect: RE stopped on reaching the limit of 64 tasks (threads without end: the first one the box refuses stops the run)
use std::thread;
use std::time::Duration;

fn main() {
    loop {
        thread::spawn(|| thread::sleep(Duration::from_secs(60)));
    }
}
