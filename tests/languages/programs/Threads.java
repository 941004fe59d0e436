// expect: RE stopped on reaching the limit of 128 tasks (Java's cap; the first thread the box's task cap refuses stops the JVM)
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
