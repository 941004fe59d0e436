// expect: MLE the Java heap of 256 MiB, the memory limit, was exhausted: java.lang.OutOfMemoryError (holds 308 MiB, 120 % of the limit)
fun main() {
    val held = ArrayList<ByteArray>()
    for (i in 0 until 308) held.add(ByteArray(1 shl 20) { i.toByte() })
    while (true) {
        val line = readLine() ?: break
        val p = line.trim().split(" ")
        println(p[0].toLong() + p[1].toLong() + held.size - 308)
    }
}
