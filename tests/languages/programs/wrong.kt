// expect: WA (the difference, not the sum)
fun main() {
    while (true) {
        val line = readLine() ?: break
        val p = line.trim().split(" ")
        println(p[0].toLong() - p[1].toLong())
    }
}
