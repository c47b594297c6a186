module example.com/benchgate-example

go 1.21
