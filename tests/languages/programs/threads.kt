// expect: RE stopped on reaching the limit of 128 tasks (Kotlin runs on the JVM: Java's cap; the first thread refused stops it)
fun main() {
    for (i in 0 until 100000) {
        val thread = Thread { Thread.sleep(60000) }
        thread.isDaemon = true
        thread.start()
    }
}
