using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Running;

namespace Bench;

// The full JSON export keeps every measurement of every iteration: benchgate's samples.
// Its file name is <namespace>.<class>-report-full-compressed.json.
[JsonExporterAttribute.FullCompressed]
[MemoryDiagnoser]
public class ChecksumBench
{
    private readonly byte[] data = new byte[4096];

    [Benchmark]
    public ulong SumLoop()
    {
        ulong sum = 0;
        foreach (var b in data) sum += b;
        return sum;
    }

    [Benchmark]
    public int HashCode() => System.HashCode.Combine(data.Length, data[0], data[^1]);
}

public static class Program
{
    public static void Main(string[] args) => BenchmarkSwitcher.FromAssembly(typeof(Program).Assembly).Run(args);
}
