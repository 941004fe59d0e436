// expect: AC (main.kt: its class is MainKt)
fun main() {
    while (true) {
        val line = readLine() ?: break
        val p = line.trim().split(Regex("\\s+"))
        println(p[0].toLong() + p[1].toLong())
    }
}
