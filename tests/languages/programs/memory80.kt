// expect: AC (holds 205 MiB, 80 % of the 256 MiB limit, and answers)
fun main() {
    val held = ArrayList<ByteArray>()
    for (i in 0 until 205) held.add(ByteArray(1 shl 20) { i.toByte() })
    while (true) {
        val line = readLine() ?: break
        val p = line.trim().split(" ")
        println(p[0].toLong() + p[1].toLong() + held.size - 205)
    }
}
