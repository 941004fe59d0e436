// expect: RE exit code 1 (the box's task limit stops the JVM's threads: OutOfMemoryError)
public class Threads {
    public static void main(String[] args) {
        for (int i = 0; i < 100000; ++i) {
            Thread thread = new Thread(() -> {
                try {
                    Thread.sleep(60000);
                } catch (InterruptedException e) {
                }
            });
            thread.setDaemon(true);  // the JVM ends with main, as soon as a thread is refused
            thread.start();
        }
    }
}
