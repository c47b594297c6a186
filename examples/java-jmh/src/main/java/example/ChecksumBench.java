package example;

import java.util.concurrent.TimeUnit;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import org.openjdk.jmh.annotations.*;

/** Two JDK checksums over 4 KiB; JMH reports time per call (avgt) in microseconds. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ChecksumBench {
    private final byte[] data = new byte[4096];

    @Benchmark
    public long crc32() {
        CRC32 crc = new CRC32();
        crc.update(data);
        return crc.getValue();
    }

    @Benchmark
    public long adler32() {
        Adler32 adler = new Adler32();
        adler.update(data);
        return adler.getValue();
    }
}
