import {
  MARKDOWN_NAME_CHARS,
  TERMINAL_NAME_CHARS,
  displayName,
  displayWidth
} from "./chunk-LYSTEXNJ.js";
import {
  UsageError,
  codeSpan,
  escapeTerminal,
  escapeText,
  escapeTextWithCode,
  inertLine,
  safeLogText,
  wrappingCode,
  wrappingText
} from "./chunk-GAJ4D2JZ.js";
import {
  CHANGED_VERDICTS,
  DECISION_NOTES,
  MAX_SHORT_CHARS,
  ROW_TESTS,
  VERDICTS,
  WARNING_CODES,
  boolean,
  cliOptions,
  encodeStatsSettings,
  integer,
  interval,
  kind,
  list,
  minorReason,
  nullable,
  nullableNumber,
  number,
  numberOr,
  object,
  oneOf,
  optional,
  refine,
  rowThreshold,
  settingsHelp,
  string,
  stringMap
} from "./chunk-4PTTIM2A.js";
import {
  __commonJS,
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// node_modules/jstat/dist/jstat.js
var require_jstat = __commonJS({
  "node_modules/jstat/dist/jstat.js"(exports, module) {
    (function(window, factory) {
      if (typeof exports === "object") {
        module.exports = factory();
      } else if (typeof define === "function" && define.amd) {
        define(factory);
      } else {
        window.jStat = factory();
      }
    })(exports, function() {
      var jStat4 = (function(Math2, undefined2) {
        var concat = Array.prototype.concat;
        var slice = Array.prototype.slice;
        var toString = Object.prototype.toString;
        function calcRdx(n, m) {
          var val = n > m ? n : m;
          return Math2.pow(
            10,
            17 - ~~(Math2.log(val > 0 ? val : -val) * Math2.LOG10E)
          );
        }
        var isArray = Array.isArray || function isArray2(arg) {
          return toString.call(arg) === "[object Array]";
        };
        function isFunction(arg) {
          return toString.call(arg) === "[object Function]";
        }
        function isNumber(num3) {
          return typeof num3 === "number" ? num3 - num3 === 0 : false;
        }
        function toVector(arr) {
          return concat.apply([], arr);
        }
        function jStat5() {
          return new jStat5._init(arguments);
        }
        jStat5.fn = jStat5.prototype;
        jStat5._init = function _init(args) {
          if (isArray(args[0])) {
            if (isArray(args[0][0])) {
              if (isFunction(args[1]))
                args[0] = jStat5.map(args[0], args[1]);
              for (var i = 0; i < args[0].length; i++)
                this[i] = args[0][i];
              this.length = args[0].length;
            } else {
              this[0] = isFunction(args[1]) ? jStat5.map(args[0], args[1]) : args[0];
              this.length = 1;
            }
          } else if (isNumber(args[0])) {
            this[0] = jStat5.seq.apply(null, args);
            this.length = 1;
          } else if (args[0] instanceof jStat5) {
            return jStat5(args[0].toArray());
          } else {
            this[0] = [];
            this.length = 1;
          }
          return this;
        };
        jStat5._init.prototype = jStat5.prototype;
        jStat5._init.constructor = jStat5;
        jStat5.utils = {
          calcRdx,
          isArray,
          isFunction,
          isNumber,
          toVector
        };
        jStat5._random_fn = Math2.random;
        jStat5.setRandom = function setRandom(fn) {
          if (typeof fn !== "function")
            throw new TypeError("fn is not a function");
          jStat5._random_fn = fn;
        };
        jStat5.extend = function extend(obj) {
          var i, j;
          if (arguments.length === 1) {
            for (j in obj)
              jStat5[j] = obj[j];
            return this;
          }
          for (i = 1; i < arguments.length; i++) {
            for (j in arguments[i])
              obj[j] = arguments[i][j];
          }
          return obj;
        };
        jStat5.rows = function rows(arr) {
          return arr.length || 1;
        };
        jStat5.cols = function cols(arr) {
          return arr[0].length || 1;
        };
        jStat5.dimensions = function dimensions(arr) {
          return {
            rows: jStat5.rows(arr),
            cols: jStat5.cols(arr)
          };
        };
        jStat5.row = function row2(arr, index) {
          if (isArray(index)) {
            return index.map(function(i) {
              return jStat5.row(arr, i);
            });
          }
          return arr[index];
        };
        jStat5.rowa = function rowa(arr, i) {
          return jStat5.row(arr, i);
        };
        jStat5.col = function col(arr, index) {
          if (isArray(index)) {
            var submat = jStat5.arange(arr.length).map(function() {
              return new Array(index.length);
            });
            index.forEach(function(ind, i2) {
              jStat5.arange(arr.length).forEach(function(j) {
                submat[j][i2] = arr[j][ind];
              });
            });
            return submat;
          }
          var column = new Array(arr.length);
          for (var i = 0; i < arr.length; i++)
            column[i] = [arr[i][index]];
          return column;
        };
        jStat5.cola = function cola(arr, i) {
          return jStat5.col(arr, i).map(function(a) {
            return a[0];
          });
        };
        jStat5.diag = function diag(arr) {
          var nrow = jStat5.rows(arr);
          var res = new Array(nrow);
          for (var row2 = 0; row2 < nrow; row2++)
            res[row2] = [arr[row2][row2]];
          return res;
        };
        jStat5.antidiag = function antidiag(arr) {
          var nrow = jStat5.rows(arr) - 1;
          var res = new Array(nrow);
          for (var i = 0; nrow >= 0; nrow--, i++)
            res[i] = [arr[i][nrow]];
          return res;
        };
        jStat5.transpose = function transpose(arr) {
          var obj = [];
          var objArr, rows, cols, j, i;
          if (!isArray(arr[0]))
            arr = [arr];
          rows = arr.length;
          cols = arr[0].length;
          for (i = 0; i < cols; i++) {
            objArr = new Array(rows);
            for (j = 0; j < rows; j++)
              objArr[j] = arr[j][i];
            obj.push(objArr);
          }
          return obj.length === 1 ? obj[0] : obj;
        };
        jStat5.map = function map(arr, func, toAlter) {
          var row2, nrow, ncol, res, col;
          if (!isArray(arr[0]))
            arr = [arr];
          nrow = arr.length;
          ncol = arr[0].length;
          res = toAlter ? arr : new Array(nrow);
          for (row2 = 0; row2 < nrow; row2++) {
            if (!res[row2])
              res[row2] = new Array(ncol);
            for (col = 0; col < ncol; col++)
              res[row2][col] = func(arr[row2][col], row2, col);
          }
          return res.length === 1 ? res[0] : res;
        };
        jStat5.cumreduce = function cumreduce(arr, func, toAlter) {
          var row2, nrow, ncol, res, col;
          if (!isArray(arr[0]))
            arr = [arr];
          nrow = arr.length;
          ncol = arr[0].length;
          res = toAlter ? arr : new Array(nrow);
          for (row2 = 0; row2 < nrow; row2++) {
            if (!res[row2])
              res[row2] = new Array(ncol);
            if (ncol > 0)
              res[row2][0] = arr[row2][0];
            for (col = 1; col < ncol; col++)
              res[row2][col] = func(res[row2][col - 1], arr[row2][col]);
          }
          return res.length === 1 ? res[0] : res;
        };
        jStat5.alter = function alter(arr, func) {
          return jStat5.map(arr, func, true);
        };
        jStat5.create = function create(rows, cols, func) {
          var res = new Array(rows);
          var i, j;
          if (isFunction(cols)) {
            func = cols;
            cols = rows;
          }
          for (i = 0; i < rows; i++) {
            res[i] = new Array(cols);
            for (j = 0; j < cols; j++)
              res[i][j] = func(i, j);
          }
          return res;
        };
        function retZero() {
          return 0;
        }
        jStat5.zeros = function zeros(rows, cols) {
          if (!isNumber(cols))
            cols = rows;
          return jStat5.create(rows, cols, retZero);
        };
        function retOne() {
          return 1;
        }
        jStat5.ones = function ones(rows, cols) {
          if (!isNumber(cols))
            cols = rows;
          return jStat5.create(rows, cols, retOne);
        };
        jStat5.rand = function rand(rows, cols) {
          if (!isNumber(cols))
            cols = rows;
          return jStat5.create(rows, cols, jStat5._random_fn);
        };
        function retIdent(i, j) {
          return i === j ? 1 : 0;
        }
        jStat5.identity = function identity(rows, cols) {
          if (!isNumber(cols))
            cols = rows;
          return jStat5.create(rows, cols, retIdent);
        };
        jStat5.symmetric = function symmetric(arr) {
          var size = arr.length;
          var row2, col;
          if (arr.length !== arr[0].length)
            return false;
          for (row2 = 0; row2 < size; row2++) {
            for (col = 0; col < size; col++)
              if (arr[col][row2] !== arr[row2][col])
                return false;
          }
          return true;
        };
        jStat5.clear = function clear(arr) {
          return jStat5.alter(arr, retZero);
        };
        jStat5.seq = function seq(min, max, length, func) {
          if (!isFunction(func))
            func = false;
          var arr = [];
          var hival = calcRdx(min, max);
          var step = (max * hival - min * hival) / ((length - 1) * hival);
          var current = min;
          var cnt;
          for (cnt = 0; current <= max && cnt < length; cnt++, current = (min * hival + step * hival * cnt) / hival) {
            arr.push(func ? func(current, cnt) : current);
          }
          return arr;
        };
        jStat5.arange = function arange(start, end, step) {
          var rl = [];
          var i;
          step = step || 1;
          if (end === undefined2) {
            end = start;
            start = 0;
          }
          if (start === end || step === 0) {
            return [];
          }
          if (start < end && step < 0) {
            return [];
          }
          if (start > end && step > 0) {
            return [];
          }
          if (step > 0) {
            for (i = start; i < end; i += step) {
              rl.push(i);
            }
          } else {
            for (i = start; i > end; i += step) {
              rl.push(i);
            }
          }
          return rl;
        };
        jStat5.slice = /* @__PURE__ */ (function() {
          function _slice(list2, start, end, step) {
            var i;
            var rl = [];
            var length = list2.length;
            if (start === undefined2 && end === undefined2 && step === undefined2) {
              return jStat5.copy(list2);
            }
            start = start || 0;
            end = end || list2.length;
            start = start >= 0 ? start : length + start;
            end = end >= 0 ? end : length + end;
            step = step || 1;
            if (start === end || step === 0) {
              return [];
            }
            if (start < end && step < 0) {
              return [];
            }
            if (start > end && step > 0) {
              return [];
            }
            if (step > 0) {
              for (i = start; i < end; i += step) {
                rl.push(list2[i]);
              }
            } else {
              for (i = start; i > end; i += step) {
                rl.push(list2[i]);
              }
            }
            return rl;
          }
          function slice2(list2, rcSlice) {
            var colSlice, rowSlice;
            rcSlice = rcSlice || {};
            if (isNumber(rcSlice.row)) {
              if (isNumber(rcSlice.col))
                return list2[rcSlice.row][rcSlice.col];
              var row2 = jStat5.rowa(list2, rcSlice.row);
              colSlice = rcSlice.col || {};
              return _slice(row2, colSlice.start, colSlice.end, colSlice.step);
            }
            if (isNumber(rcSlice.col)) {
              var col = jStat5.cola(list2, rcSlice.col);
              rowSlice = rcSlice.row || {};
              return _slice(col, rowSlice.start, rowSlice.end, rowSlice.step);
            }
            rowSlice = rcSlice.row || {};
            colSlice = rcSlice.col || {};
            var rows = _slice(list2, rowSlice.start, rowSlice.end, rowSlice.step);
            return rows.map(function(row3) {
              return _slice(row3, colSlice.start, colSlice.end, colSlice.step);
            });
          }
          return slice2;
        })();
        jStat5.sliceAssign = function sliceAssign(A, rcSlice, B) {
          var nl, ml;
          if (isNumber(rcSlice.row)) {
            if (isNumber(rcSlice.col))
              return A[rcSlice.row][rcSlice.col] = B;
            rcSlice.col = rcSlice.col || {};
            rcSlice.col.start = rcSlice.col.start || 0;
            rcSlice.col.end = rcSlice.col.end || A[0].length;
            rcSlice.col.step = rcSlice.col.step || 1;
            nl = jStat5.arange(
              rcSlice.col.start,
              Math2.min(A.length, rcSlice.col.end),
              rcSlice.col.step
            );
            var m = rcSlice.row;
            nl.forEach(function(n2, i) {
              A[m][n2] = B[i];
            });
            return A;
          }
          if (isNumber(rcSlice.col)) {
            rcSlice.row = rcSlice.row || {};
            rcSlice.row.start = rcSlice.row.start || 0;
            rcSlice.row.end = rcSlice.row.end || A.length;
            rcSlice.row.step = rcSlice.row.step || 1;
            ml = jStat5.arange(
              rcSlice.row.start,
              Math2.min(A[0].length, rcSlice.row.end),
              rcSlice.row.step
            );
            var n = rcSlice.col;
            ml.forEach(function(m2, j) {
              A[m2][n] = B[j];
            });
            return A;
          }
          if (B[0].length === undefined2) {
            B = [B];
          }
          rcSlice.row.start = rcSlice.row.start || 0;
          rcSlice.row.end = rcSlice.row.end || A.length;
          rcSlice.row.step = rcSlice.row.step || 1;
          rcSlice.col.start = rcSlice.col.start || 0;
          rcSlice.col.end = rcSlice.col.end || A[0].length;
          rcSlice.col.step = rcSlice.col.step || 1;
          ml = jStat5.arange(
            rcSlice.row.start,
            Math2.min(A.length, rcSlice.row.end),
            rcSlice.row.step
          );
          nl = jStat5.arange(
            rcSlice.col.start,
            Math2.min(A[0].length, rcSlice.col.end),
            rcSlice.col.step
          );
          ml.forEach(function(m2, i) {
            nl.forEach(function(n2, j) {
              A[m2][n2] = B[i][j];
            });
          });
          return A;
        };
        jStat5.diagonal = function diagonal(diagArray) {
          var mat = jStat5.zeros(diagArray.length, diagArray.length);
          diagArray.forEach(function(t, i) {
            mat[i][i] = t;
          });
          return mat;
        };
        jStat5.copy = function copy(A) {
          return A.map(function(row2) {
            if (isNumber(row2))
              return row2;
            return row2.map(function(t) {
              return t;
            });
          });
        };
        var jProto = jStat5.prototype;
        jProto.length = 0;
        jProto.push = Array.prototype.push;
        jProto.sort = Array.prototype.sort;
        jProto.splice = Array.prototype.splice;
        jProto.slice = Array.prototype.slice;
        jProto.toArray = function toArray() {
          return this.length > 1 ? slice.call(this) : slice.call(this)[0];
        };
        jProto.map = function map(func, toAlter) {
          return jStat5(jStat5.map(this, func, toAlter));
        };
        jProto.cumreduce = function cumreduce(func, toAlter) {
          return jStat5(jStat5.cumreduce(this, func, toAlter));
        };
        jProto.alter = function alter(func) {
          jStat5.alter(this, func);
          return this;
        };
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(func) {
              var self = this, results;
              if (func) {
                setTimeout(function() {
                  func.call(self, jProto[passfunc].call(self));
                });
                return this;
              }
              results = jStat5[passfunc](this);
              return isArray(results) ? jStat5(results) : results;
            };
          })(funcs[i]);
        })("transpose clear symmetric rows cols dimensions diag antidiag".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(index, func) {
              var self = this;
              if (func) {
                setTimeout(function() {
                  func.call(self, jProto[passfunc].call(self, index));
                });
                return this;
              }
              return jStat5(jStat5[passfunc](this, index));
            };
          })(funcs[i]);
        })("row col".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function() {
              return jStat5(jStat5[passfunc].apply(null, arguments));
            };
          })(funcs[i]);
        })("create zeros ones rand identity".split(" "));
        return jStat5;
      })(Math);
      (function(jStat5, Math2) {
        var isFunction = jStat5.utils.isFunction;
        function ascNum(a, b) {
          return a - b;
        }
        function clip(arg, min, max) {
          return Math2.max(min, Math2.min(arg, max));
        }
        jStat5.sum = function sum(arr) {
          var sum2 = 0;
          var i = arr.length;
          while (--i >= 0)
            sum2 += arr[i];
          return sum2;
        };
        jStat5.sumsqrd = function sumsqrd(arr) {
          var sum = 0;
          var i = arr.length;
          while (--i >= 0)
            sum += arr[i] * arr[i];
          return sum;
        };
        jStat5.sumsqerr = function sumsqerr(arr) {
          var mean = jStat5.mean(arr);
          var sum = 0;
          var i = arr.length;
          var tmp;
          while (--i >= 0) {
            tmp = arr[i] - mean;
            sum += tmp * tmp;
          }
          return sum;
        };
        jStat5.sumrow = function sumrow(arr) {
          var sum = 0;
          var i = arr.length;
          while (--i >= 0)
            sum += arr[i];
          return sum;
        };
        jStat5.product = function product(arr) {
          var prod = 1;
          var i = arr.length;
          while (--i >= 0)
            prod *= arr[i];
          return prod;
        };
        jStat5.min = function min(arr) {
          var low = arr[0];
          var i = 0;
          while (++i < arr.length)
            if (arr[i] < low)
              low = arr[i];
          return low;
        };
        jStat5.max = function max(arr) {
          var high = arr[0];
          var i = 0;
          while (++i < arr.length)
            if (arr[i] > high)
              high = arr[i];
          return high;
        };
        jStat5.unique = function unique(arr) {
          var hash = {}, _arr = [];
          for (var i = 0; i < arr.length; i++) {
            if (!hash[arr[i]]) {
              hash[arr[i]] = true;
              _arr.push(arr[i]);
            }
          }
          return _arr;
        };
        jStat5.mean = function mean(arr) {
          return jStat5.sum(arr) / arr.length;
        };
        jStat5.meansqerr = function meansqerr(arr) {
          return jStat5.sumsqerr(arr) / arr.length;
        };
        jStat5.geomean = function geomean2(arr) {
          var logs = arr.map(Math2.log);
          var meanOfLogs = jStat5.mean(logs);
          return Math2.exp(meanOfLogs);
        };
        jStat5.median = function median(arr) {
          var arrlen = arr.length;
          var _arr = arr.slice().sort(ascNum);
          return !(arrlen & 1) ? (_arr[arrlen / 2 - 1] + _arr[arrlen / 2]) / 2 : _arr[arrlen / 2 | 0];
        };
        jStat5.cumsum = function cumsum(arr) {
          return jStat5.cumreduce(arr, function(a, b) {
            return a + b;
          });
        };
        jStat5.cumprod = function cumprod(arr) {
          return jStat5.cumreduce(arr, function(a, b) {
            return a * b;
          });
        };
        jStat5.diff = function diff(arr) {
          var diffs = [];
          var arrLen = arr.length;
          var i;
          for (i = 1; i < arrLen; i++)
            diffs.push(arr[i] - arr[i - 1]);
          return diffs;
        };
        jStat5.rank = function(arr) {
          var i;
          var distinctNumbers = [];
          var numberCounts = {};
          for (i = 0; i < arr.length; i++) {
            var number2 = arr[i];
            if (numberCounts[number2]) {
              numberCounts[number2]++;
            } else {
              numberCounts[number2] = 1;
              distinctNumbers.push(number2);
            }
          }
          var sortedDistinctNumbers = distinctNumbers.sort(ascNum);
          var numberRanks = {};
          var currentRank = 1;
          for (i = 0; i < sortedDistinctNumbers.length; i++) {
            var number2 = sortedDistinctNumbers[i];
            var count = numberCounts[number2];
            var first = currentRank;
            var last = currentRank + count - 1;
            var rank = (first + last) / 2;
            numberRanks[number2] = rank;
            currentRank += count;
          }
          return arr.map(function(number3) {
            return numberRanks[number3];
          });
        };
        jStat5.mode = function mode(arr) {
          var arrLen = arr.length;
          var _arr = arr.slice().sort(ascNum);
          var count = 1;
          var maxCount = 0;
          var numMaxCount = 0;
          var mode_arr = [];
          var i;
          for (i = 0; i < arrLen; i++) {
            if (_arr[i] === _arr[i + 1]) {
              count++;
            } else {
              if (count > maxCount) {
                mode_arr = [_arr[i]];
                maxCount = count;
                numMaxCount = 0;
              } else if (count === maxCount) {
                mode_arr.push(_arr[i]);
                numMaxCount++;
              }
              count = 1;
            }
          }
          return numMaxCount === 0 ? mode_arr[0] : mode_arr;
        };
        jStat5.range = function range2(arr) {
          return jStat5.max(arr) - jStat5.min(arr);
        };
        jStat5.variance = function variance(arr, flag) {
          return jStat5.sumsqerr(arr) / (arr.length - (flag ? 1 : 0));
        };
        jStat5.pooledvariance = function pooledvariance(arr) {
          var sumsqerr = arr.reduce(function(a, samples) {
            return a + jStat5.sumsqerr(samples);
          }, 0);
          var count = arr.reduce(function(a, samples) {
            return a + samples.length;
          }, 0);
          return sumsqerr / (count - arr.length);
        };
        jStat5.deviation = function(arr) {
          var mean = jStat5.mean(arr);
          var arrlen = arr.length;
          var dev = new Array(arrlen);
          for (var i = 0; i < arrlen; i++) {
            dev[i] = arr[i] - mean;
          }
          return dev;
        };
        jStat5.stdev = function stdev(arr, flag) {
          return Math2.sqrt(jStat5.variance(arr, flag));
        };
        jStat5.pooledstdev = function pooledstdev(arr) {
          return Math2.sqrt(jStat5.pooledvariance(arr));
        };
        jStat5.meandev = function meandev(arr) {
          var mean = jStat5.mean(arr);
          var a = [];
          for (var i = arr.length - 1; i >= 0; i--) {
            a.push(Math2.abs(arr[i] - mean));
          }
          return jStat5.mean(a);
        };
        jStat5.meddev = function meddev(arr) {
          var median = jStat5.median(arr);
          var a = [];
          for (var i = arr.length - 1; i >= 0; i--) {
            a.push(Math2.abs(arr[i] - median));
          }
          return jStat5.median(a);
        };
        jStat5.coeffvar = function coeffvar(arr) {
          return jStat5.stdev(arr) / jStat5.mean(arr);
        };
        jStat5.quartiles = function quartiles(arr) {
          var arrlen = arr.length;
          var _arr = arr.slice().sort(ascNum);
          return [
            _arr[Math2.round(arrlen / 4) - 1],
            _arr[Math2.round(arrlen / 2) - 1],
            _arr[Math2.round(arrlen * 3 / 4) - 1]
          ];
        };
        jStat5.quantiles = function quantiles(arr, quantilesArray, alphap, betap) {
          var sortedArray = arr.slice().sort(ascNum);
          var quantileVals = [quantilesArray.length];
          var n = arr.length;
          var i, p, m, aleph, k, gamma;
          if (typeof alphap === "undefined")
            alphap = 3 / 8;
          if (typeof betap === "undefined")
            betap = 3 / 8;
          for (i = 0; i < quantilesArray.length; i++) {
            p = quantilesArray[i];
            m = alphap + p * (1 - alphap - betap);
            aleph = n * p + m;
            k = Math2.floor(clip(aleph, 1, n - 1));
            gamma = clip(aleph - k, 0, 1);
            quantileVals[i] = (1 - gamma) * sortedArray[k - 1] + gamma * sortedArray[k];
          }
          return quantileVals;
        };
        jStat5.percentile = function percentile(arr, k, exclusive) {
          var _arr = arr.slice().sort(ascNum);
          var realIndex = k * (_arr.length + (exclusive ? 1 : -1)) + (exclusive ? 0 : 1);
          var index = parseInt(realIndex);
          var frac = realIndex - index;
          if (index + 1 < _arr.length) {
            return _arr[index - 1] + frac * (_arr[index] - _arr[index - 1]);
          } else {
            return _arr[index - 1];
          }
        };
        jStat5.percentileOfScore = function percentileOfScore(arr, score, kind2) {
          var counter = 0;
          var len = arr.length;
          var strict = false;
          var value, i;
          if (kind2 === "strict")
            strict = true;
          for (i = 0; i < len; i++) {
            value = arr[i];
            if (strict && value < score || !strict && value <= score) {
              counter++;
            }
          }
          return counter / len;
        };
        jStat5.histogram = function histogram(arr, binCnt) {
          binCnt = binCnt || 4;
          var first = jStat5.min(arr);
          var binWidth = (jStat5.max(arr) - first) / binCnt;
          var len = arr.length;
          var bins = [];
          var i;
          for (i = 0; i < binCnt; i++)
            bins[i] = 0;
          for (i = 0; i < len; i++)
            bins[Math2.min(Math2.floor((arr[i] - first) / binWidth), binCnt - 1)] += 1;
          return bins;
        };
        jStat5.covariance = function covariance(arr1, arr2) {
          var u = jStat5.mean(arr1);
          var v = jStat5.mean(arr2);
          var arr1Len = arr1.length;
          var sq_dev = new Array(arr1Len);
          var i;
          for (i = 0; i < arr1Len; i++)
            sq_dev[i] = (arr1[i] - u) * (arr2[i] - v);
          return jStat5.sum(sq_dev) / (arr1Len - 1);
        };
        jStat5.corrcoeff = function corrcoeff(arr1, arr2) {
          return jStat5.covariance(arr1, arr2) / jStat5.stdev(arr1, 1) / jStat5.stdev(arr2, 1);
        };
        jStat5.spearmancoeff = function(arr1, arr2) {
          arr1 = jStat5.rank(arr1);
          arr2 = jStat5.rank(arr2);
          return jStat5.corrcoeff(arr1, arr2);
        };
        jStat5.stanMoment = function stanMoment(arr, n) {
          var mu = jStat5.mean(arr);
          var sigma = jStat5.stdev(arr);
          var len = arr.length;
          var skewSum = 0;
          for (var i = 0; i < len; i++)
            skewSum += Math2.pow((arr[i] - mu) / sigma, n);
          return skewSum / arr.length;
        };
        jStat5.skewness = function skewness(arr) {
          return jStat5.stanMoment(arr, 3);
        };
        jStat5.kurtosis = function kurtosis(arr) {
          return jStat5.stanMoment(arr, 4) - 3;
        };
        var jProto = jStat5.prototype;
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(fullbool, func) {
              var arr = [];
              var i2 = 0;
              var tmpthis = this;
              if (isFunction(fullbool)) {
                func = fullbool;
                fullbool = false;
              }
              if (func) {
                setTimeout(function() {
                  func.call(tmpthis, jProto[passfunc].call(tmpthis, fullbool));
                });
                return this;
              }
              if (this.length > 1) {
                tmpthis = fullbool === true ? this : this.transpose();
                for (; i2 < tmpthis.length; i2++)
                  arr[i2] = jStat5[passfunc](tmpthis[i2]);
                return arr;
              }
              return jStat5[passfunc](this[0], fullbool);
            };
          })(funcs[i]);
        })("cumsum cumprod".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(fullbool, func) {
              var arr = [];
              var i2 = 0;
              var tmpthis = this;
              if (isFunction(fullbool)) {
                func = fullbool;
                fullbool = false;
              }
              if (func) {
                setTimeout(function() {
                  func.call(tmpthis, jProto[passfunc].call(tmpthis, fullbool));
                });
                return this;
              }
              if (this.length > 1) {
                if (passfunc !== "sumrow")
                  tmpthis = fullbool === true ? this : this.transpose();
                for (; i2 < tmpthis.length; i2++)
                  arr[i2] = jStat5[passfunc](tmpthis[i2]);
                return fullbool === true ? jStat5[passfunc](jStat5.utils.toVector(arr)) : arr;
              }
              return jStat5[passfunc](this[0], fullbool);
            };
          })(funcs[i]);
        })("sum sumsqrd sumsqerr sumrow product min max unique mean meansqerr geomean median diff rank mode range variance deviation stdev meandev meddev coeffvar quartiles histogram skewness kurtosis".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function() {
              var arr = [];
              var i2 = 0;
              var tmpthis = this;
              var args = Array.prototype.slice.call(arguments);
              var callbackFunction;
              if (isFunction(args[args.length - 1])) {
                callbackFunction = args[args.length - 1];
                var argsToPass = args.slice(0, args.length - 1);
                setTimeout(function() {
                  callbackFunction.call(
                    tmpthis,
                    jProto[passfunc].apply(tmpthis, argsToPass)
                  );
                });
                return this;
              } else {
                callbackFunction = void 0;
                var curriedFunction = function curriedFunction2(vector) {
                  return jStat5[passfunc].apply(tmpthis, [vector].concat(args));
                };
              }
              if (this.length > 1) {
                tmpthis = tmpthis.transpose();
                for (; i2 < tmpthis.length; i2++)
                  arr[i2] = curriedFunction(tmpthis[i2]);
                return arr;
              }
              return curriedFunction(this[0]);
            };
          })(funcs[i]);
        })("quantiles percentileOfScore".split(" "));
      })(jStat4, Math);
      (function(jStat5, Math2) {
        jStat5.gammaln = function gammaln(x) {
          var j = 0;
          var cof = [
            76.18009172947146,
            -86.50532032941678,
            24.01409824083091,
            -1.231739572450155,
            0.001208650973866179,
            -5395239384953e-18
          ];
          var ser = 1.000000000190015;
          var xx, y, tmp;
          tmp = (y = xx = x) + 5.5;
          tmp -= (xx + 0.5) * Math2.log(tmp);
          for (; j < 6; j++)
            ser += cof[j] / ++y;
          return Math2.log(2.5066282746310007 * ser / xx) - tmp;
        };
        jStat5.loggam = function loggam(x) {
          var x0, x2, xp, gl, gl0;
          var k, n;
          var a = [
            0.08333333333333333,
            -0.002777777777777778,
            7936507936507937e-19,
            -5952380952380952e-19,
            8417508417508418e-19,
            -0.001917526917526918,
            0.00641025641025641,
            -0.02955065359477124,
            0.1796443723688307,
            -1.3924322169059
          ];
          x0 = x;
          n = 0;
          if (x == 1 || x == 2) {
            return 0;
          }
          if (x <= 7) {
            n = Math2.floor(7 - x);
            x0 = x + n;
          }
          x2 = 1 / (x0 * x0);
          xp = 2 * Math2.PI;
          gl0 = a[9];
          for (k = 8; k >= 0; k--) {
            gl0 *= x2;
            gl0 += a[k];
          }
          gl = gl0 / x0 + 0.5 * Math2.log(xp) + (x0 - 0.5) * Math2.log(x0) - x0;
          if (x <= 7) {
            for (k = 1; k <= n; k++) {
              gl -= Math2.log(x0 - 1);
              x0 -= 1;
            }
          }
          return gl;
        };
        jStat5.gammafn = function gammafn(x) {
          var p = [
            -1.716185138865495,
            24.76565080557592,
            -379.80425647094563,
            629.3311553128184,
            866.9662027904133,
            -31451.272968848367,
            -36144.413418691176,
            66456.14382024054
          ];
          var q = [
            -30.8402300119739,
            315.35062697960416,
            -1015.1563674902192,
            -3107.771671572311,
            22538.11842098015,
            4755.846277527881,
            -134659.9598649693,
            -115132.2596755535
          ];
          var fact = false;
          var n = 0;
          var xden = 0;
          var xnum = 0;
          var y = x;
          var i, z, yi, res;
          if (x > 171.6243769536076) {
            return Infinity;
          }
          if (y <= 0) {
            res = y % 1 + 36e-17;
            if (res) {
              fact = (!(y & 1) ? 1 : -1) * Math2.PI / Math2.sin(Math2.PI * res);
              y = 1 - y;
            } else {
              return Infinity;
            }
          }
          yi = y;
          if (y < 1) {
            z = y++;
          } else {
            z = (y -= n = (y | 0) - 1) - 1;
          }
          for (i = 0; i < 8; ++i) {
            xnum = (xnum + p[i]) * z;
            xden = xden * z + q[i];
          }
          res = xnum / xden + 1;
          if (yi < y) {
            res /= yi;
          } else if (yi > y) {
            for (i = 0; i < n; ++i) {
              res *= y;
              y++;
            }
          }
          if (fact) {
            res = fact / res;
          }
          return res;
        };
        jStat5.gammap = function gammap(a, x) {
          return jStat5.lowRegGamma(a, x) * jStat5.gammafn(a);
        };
        jStat5.lowRegGamma = function lowRegGamma(a, x) {
          var aln = jStat5.gammaln(a);
          var ap = a;
          var sum = 1 / a;
          var del = sum;
          var b = x + 1 - a;
          var c = 1 / 1e-30;
          var d = 1 / b;
          var h = d;
          var i = 1;
          var ITMAX = -~(Math2.log(a >= 1 ? a : 1 / a) * 8.5 + a * 0.4 + 17);
          var an;
          if (x < 0 || a <= 0) {
            return NaN;
          } else if (x < a + 1) {
            for (; i <= ITMAX; i++) {
              sum += del *= x / ++ap;
            }
            return sum * Math2.exp(-x + a * Math2.log(x) - aln);
          }
          for (; i <= ITMAX; i++) {
            an = -i * (i - a);
            b += 2;
            d = an * d + b;
            c = b + an / c;
            d = 1 / d;
            h *= d * c;
          }
          return 1 - h * Math2.exp(-x + a * Math2.log(x) - aln);
        };
        jStat5.factorialln = function factorialln(n) {
          return n < 0 ? NaN : jStat5.gammaln(n + 1);
        };
        jStat5.factorial = function factorial(n) {
          return n < 0 ? NaN : jStat5.gammafn(n + 1);
        };
        jStat5.combination = function combination(n, m) {
          return n > 170 || m > 170 ? Math2.exp(jStat5.combinationln(n, m)) : jStat5.factorial(n) / jStat5.factorial(m) / jStat5.factorial(n - m);
        };
        jStat5.combinationln = function combinationln(n, m) {
          return jStat5.factorialln(n) - jStat5.factorialln(m) - jStat5.factorialln(n - m);
        };
        jStat5.permutation = function permutation(n, m) {
          return jStat5.factorial(n) / jStat5.factorial(n - m);
        };
        jStat5.betafn = function betafn(x, y) {
          if (x <= 0 || y <= 0)
            return void 0;
          return x + y > 170 ? Math2.exp(jStat5.betaln(x, y)) : jStat5.gammafn(x) * jStat5.gammafn(y) / jStat5.gammafn(x + y);
        };
        jStat5.betaln = function betaln(x, y) {
          return jStat5.gammaln(x) + jStat5.gammaln(y) - jStat5.gammaln(x + y);
        };
        jStat5.betacf = function betacf(x, a, b) {
          var fpmin = 1e-30;
          var m = 1;
          var qab = a + b;
          var qap = a + 1;
          var qam = a - 1;
          var c = 1;
          var d = 1 - qab * x / qap;
          var m2, aa, del, h;
          if (Math2.abs(d) < fpmin)
            d = fpmin;
          d = 1 / d;
          h = d;
          for (; m <= 100; m++) {
            m2 = 2 * m;
            aa = m * (b - m) * x / ((qam + m2) * (a + m2));
            d = 1 + aa * d;
            if (Math2.abs(d) < fpmin)
              d = fpmin;
            c = 1 + aa / c;
            if (Math2.abs(c) < fpmin)
              c = fpmin;
            d = 1 / d;
            h *= d * c;
            aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
            d = 1 + aa * d;
            if (Math2.abs(d) < fpmin)
              d = fpmin;
            c = 1 + aa / c;
            if (Math2.abs(c) < fpmin)
              c = fpmin;
            d = 1 / d;
            del = d * c;
            h *= del;
            if (Math2.abs(del - 1) < 3e-7)
              break;
          }
          return h;
        };
        jStat5.gammapinv = function gammapinv(p, a) {
          var j = 0;
          var a1 = a - 1;
          var EPS = 1e-8;
          var gln = jStat5.gammaln(a);
          var x, err, t, u, pp, lna1, afac;
          if (p >= 1)
            return Math2.max(100, a + 100 * Math2.sqrt(a));
          if (p <= 0)
            return 0;
          if (a > 1) {
            lna1 = Math2.log(a1);
            afac = Math2.exp(a1 * (lna1 - 1) - gln);
            pp = p < 0.5 ? p : 1 - p;
            t = Math2.sqrt(-2 * Math2.log(pp));
            x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
            if (p < 0.5)
              x = -x;
            x = Math2.max(
              1e-3,
              a * Math2.pow(1 - 1 / (9 * a) - x / (3 * Math2.sqrt(a)), 3)
            );
          } else {
            t = 1 - a * (0.253 + a * 0.12);
            if (p < t)
              x = Math2.pow(p / t, 1 / a);
            else
              x = 1 - Math2.log(1 - (p - t) / (1 - t));
          }
          for (; j < 12; j++) {
            if (x <= 0)
              return 0;
            err = jStat5.lowRegGamma(a, x) - p;
            if (a > 1)
              t = afac * Math2.exp(-(x - a1) + a1 * (Math2.log(x) - lna1));
            else
              t = Math2.exp(-x + a1 * Math2.log(x) - gln);
            u = err / t;
            x -= t = u / (1 - 0.5 * Math2.min(1, u * ((a - 1) / x - 1)));
            if (x <= 0)
              x = 0.5 * (x + t);
            if (Math2.abs(t) < EPS * x)
              break;
          }
          return x;
        };
        jStat5.erf = function erf(x) {
          var cof = [
            -1.3026537197817094,
            0.6419697923564902,
            0.019476473204185836,
            -0.00956151478680863,
            -946595344482036e-18,
            366839497852761e-18,
            42523324806907e-18,
            -20278578112534e-18,
            -1624290004647e-18,
            130365583558e-17,
            15626441722e-18,
            -85238095915e-18,
            6529054439e-18,
            5059343495e-18,
            -991364156e-18,
            -227365122e-18,
            96467911e-18,
            2394038e-18,
            -6886027e-18,
            894487e-18,
            313092e-18,
            -112708e-18,
            381e-18,
            7106e-18,
            -1523e-18,
            -94e-18,
            121e-18,
            -28e-18
          ];
          var j = cof.length - 1;
          var isneg = false;
          var d = 0;
          var dd = 0;
          var t, ty, tmp, res;
          if (x < 0) {
            x = -x;
            isneg = true;
          }
          t = 2 / (2 + x);
          ty = 4 * t - 2;
          for (; j > 0; j--) {
            tmp = d;
            d = ty * d - dd + cof[j];
            dd = tmp;
          }
          res = t * Math2.exp(-x * x + 0.5 * (cof[0] + ty * d) - dd);
          return isneg ? res - 1 : 1 - res;
        };
        jStat5.erfc = function erfc(x) {
          return 1 - jStat5.erf(x);
        };
        jStat5.erfcinv = function erfcinv(p) {
          var j = 0;
          var x, err, t, pp;
          if (p >= 2)
            return -100;
          if (p <= 0)
            return 100;
          pp = p < 1 ? p : 2 - p;
          t = Math2.sqrt(-2 * Math2.log(pp / 2));
          x = -0.70711 * ((2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t);
          for (; j < 2; j++) {
            err = jStat5.erfc(x) - pp;
            x += err / (1.1283791670955126 * Math2.exp(-x * x) - x * err);
          }
          return p < 1 ? x : -x;
        };
        jStat5.ibetainv = function ibetainv(p, a, b) {
          var EPS = 1e-8;
          var a1 = a - 1;
          var b1 = b - 1;
          var j = 0;
          var lna, lnb, pp, t, u, err, x, al, h, w, afac;
          if (p <= 0)
            return 0;
          if (p >= 1)
            return 1;
          if (a >= 1 && b >= 1) {
            pp = p < 0.5 ? p : 1 - p;
            t = Math2.sqrt(-2 * Math2.log(pp));
            x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
            if (p < 0.5)
              x = -x;
            al = (x * x - 3) / 6;
            h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1));
            w = x * Math2.sqrt(al + h) / h - (1 / (2 * b - 1) - 1 / (2 * a - 1)) * (al + 5 / 6 - 2 / (3 * h));
            x = a / (a + b * Math2.exp(2 * w));
          } else {
            lna = Math2.log(a / (a + b));
            lnb = Math2.log(b / (a + b));
            t = Math2.exp(a * lna) / a;
            u = Math2.exp(b * lnb) / b;
            w = t + u;
            if (p < t / w)
              x = Math2.pow(a * w * p, 1 / a);
            else
              x = 1 - Math2.pow(b * w * (1 - p), 1 / b);
          }
          afac = -jStat5.gammaln(a) - jStat5.gammaln(b) + jStat5.gammaln(a + b);
          for (; j < 10; j++) {
            if (x === 0 || x === 1)
              return x;
            err = jStat5.ibeta(x, a, b) - p;
            t = Math2.exp(a1 * Math2.log(x) + b1 * Math2.log(1 - x) + afac);
            u = err / t;
            x -= t = u / (1 - 0.5 * Math2.min(1, u * (a1 / x - b1 / (1 - x))));
            if (x <= 0)
              x = 0.5 * (x + t);
            if (x >= 1)
              x = 0.5 * (x + t + 1);
            if (Math2.abs(t) < EPS * x && j > 0)
              break;
          }
          return x;
        };
        jStat5.ibeta = function ibeta(x, a, b) {
          var bt = x === 0 || x === 1 ? 0 : Math2.exp(jStat5.gammaln(a + b) - jStat5.gammaln(a) - jStat5.gammaln(b) + a * Math2.log(x) + b * Math2.log(1 - x));
          if (x < 0 || x > 1)
            return false;
          if (x < (a + 1) / (a + b + 2))
            return bt * jStat5.betacf(x, a, b) / a;
          return 1 - bt * jStat5.betacf(1 - x, b, a) / b;
        };
        jStat5.randn = function randn(n, m) {
          var u, v, x, y, q;
          if (!m)
            m = n;
          if (n)
            return jStat5.create(n, m, function() {
              return jStat5.randn();
            });
          do {
            u = jStat5._random_fn();
            v = 1.7156 * (jStat5._random_fn() - 0.5);
            x = u - 0.449871;
            y = Math2.abs(v) + 0.386595;
            q = x * x + y * (0.196 * y - 0.25472 * x);
          } while (q > 0.27597 && (q > 0.27846 || v * v > -4 * Math2.log(u) * u * u));
          return v / u;
        };
        jStat5.randg = function randg(shape, n, m) {
          var oalph = shape;
          var a1, a2, u, v, x, mat;
          if (!m)
            m = n;
          if (!shape)
            shape = 1;
          if (n) {
            mat = jStat5.zeros(n, m);
            mat.alter(function() {
              return jStat5.randg(shape);
            });
            return mat;
          }
          if (shape < 1)
            shape += 1;
          a1 = shape - 1 / 3;
          a2 = 1 / Math2.sqrt(9 * a1);
          do {
            do {
              x = jStat5.randn();
              v = 1 + a2 * x;
            } while (v <= 0);
            v = v * v * v;
            u = jStat5._random_fn();
          } while (u > 1 - 0.331 * Math2.pow(x, 4) && Math2.log(u) > 0.5 * x * x + a1 * (1 - v + Math2.log(v)));
          if (shape == oalph)
            return a1 * v;
          do {
            u = jStat5._random_fn();
          } while (u === 0);
          return Math2.pow(u, 1 / oalph) * a1 * v;
        };
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jStat5.fn[passfunc] = function() {
              return jStat5(
                jStat5.map(this, function(value) {
                  return jStat5[passfunc](value);
                })
              );
            };
          })(funcs[i]);
        })("gammaln gammafn factorial factorialln".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jStat5.fn[passfunc] = function() {
              return jStat5(jStat5[passfunc].apply(null, arguments));
            };
          })(funcs[i]);
        })("randn".split(" "));
      })(jStat4, Math);
      (function(jStat5, Math2) {
        (function(list2) {
          for (var i = 0; i < list2.length; i++) (function(func) {
            jStat5[func] = function f(a, b, c) {
              if (!(this instanceof f))
                return new f(a, b, c);
              this._a = a;
              this._b = b;
              this._c = c;
              return this;
            };
            jStat5.fn[func] = function(a, b, c) {
              var newthis = jStat5[func](a, b, c);
              newthis.data = this;
              return newthis;
            };
            jStat5[func].prototype.sample = function(arr) {
              var a = this._a;
              var b = this._b;
              var c = this._c;
              if (arr)
                return jStat5.alter(arr, function() {
                  return jStat5[func].sample(a, b, c);
                });
              else
                return jStat5[func].sample(a, b, c);
            };
            (function(vals) {
              for (var i2 = 0; i2 < vals.length; i2++) (function(fnfunc) {
                jStat5[func].prototype[fnfunc] = function(x) {
                  var a = this._a;
                  var b = this._b;
                  var c = this._c;
                  if (!x && x !== 0)
                    x = this.data;
                  if (typeof x !== "number") {
                    return jStat5.fn.map.call(x, function(x2) {
                      return jStat5[func][fnfunc](x2, a, b, c);
                    });
                  }
                  return jStat5[func][fnfunc](x, a, b, c);
                };
              })(vals[i2]);
            })("pdf cdf inv".split(" "));
            (function(vals) {
              for (var i2 = 0; i2 < vals.length; i2++) (function(fnfunc) {
                jStat5[func].prototype[fnfunc] = function() {
                  return jStat5[func][fnfunc](this._a, this._b, this._c);
                };
              })(vals[i2]);
            })("mean median mode variance".split(" "));
          })(list2[i]);
        })("beta centralF cauchy chisquare exponential gamma invgamma kumaraswamy laplace lognormal noncentralt normal pareto studentt weibull uniform binomial negbin hypgeom poisson triangular tukey arcsine".split(" "));
        jStat5.extend(jStat5.beta, {
          pdf: function pdf(x, alpha, beta) {
            if (x > 1 || x < 0)
              return 0;
            if (alpha == 1 && beta == 1)
              return 1;
            if (alpha < 512 && beta < 512) {
              return Math2.pow(x, alpha - 1) * Math2.pow(1 - x, beta - 1) / jStat5.betafn(alpha, beta);
            } else {
              return Math2.exp((alpha - 1) * Math2.log(x) + (beta - 1) * Math2.log(1 - x) - jStat5.betaln(alpha, beta));
            }
          },
          cdf: function cdf(x, alpha, beta) {
            return x > 1 || x < 0 ? (x > 1) * 1 : jStat5.ibeta(x, alpha, beta);
          },
          inv: function inv(x, alpha, beta) {
            return jStat5.ibetainv(x, alpha, beta);
          },
          mean: function mean(alpha, beta) {
            return alpha / (alpha + beta);
          },
          median: function median(alpha, beta) {
            return jStat5.ibetainv(0.5, alpha, beta);
          },
          mode: function mode(alpha, beta) {
            return (alpha - 1) / (alpha + beta - 2);
          },
          // return a random sample
          sample: function sample(alpha, beta) {
            var u = jStat5.randg(alpha);
            return u / (u + jStat5.randg(beta));
          },
          variance: function variance(alpha, beta) {
            return alpha * beta / (Math2.pow(alpha + beta, 2) * (alpha + beta + 1));
          }
        });
        jStat5.extend(jStat5.centralF, {
          // This implementation of the pdf function avoids float overflow
          // See the way that R calculates this value:
          // https://svn.r-project.org/R/trunk/src/nmath/df.c
          pdf: function pdf(x, df1, df2) {
            var p, q, f;
            if (x < 0)
              return 0;
            if (df1 <= 2) {
              if (x === 0 && df1 < 2) {
                return Infinity;
              }
              if (x === 0 && df1 === 2) {
                return 1;
              }
              return 1 / jStat5.betafn(df1 / 2, df2 / 2) * Math2.pow(df1 / df2, df1 / 2) * Math2.pow(x, df1 / 2 - 1) * Math2.pow(1 + df1 / df2 * x, -(df1 + df2) / 2);
            }
            p = df1 * x / (df2 + x * df1);
            q = df2 / (df2 + x * df1);
            f = df1 * q / 2;
            return f * jStat5.binomial.pdf((df1 - 2) / 2, (df1 + df2 - 2) / 2, p);
          },
          cdf: function cdf(x, df1, df2) {
            if (x < 0)
              return 0;
            return jStat5.ibeta(df1 * x / (df1 * x + df2), df1 / 2, df2 / 2);
          },
          inv: function inv(x, df1, df2) {
            return df2 / (df1 * (1 / jStat5.ibetainv(x, df1 / 2, df2 / 2) - 1));
          },
          mean: function mean(df1, df2) {
            return df2 > 2 ? df2 / (df2 - 2) : void 0;
          },
          mode: function mode(df1, df2) {
            return df1 > 2 ? df2 * (df1 - 2) / (df1 * (df2 + 2)) : void 0;
          },
          // return a random sample
          sample: function sample(df1, df2) {
            var x1 = jStat5.randg(df1 / 2) * 2;
            var x2 = jStat5.randg(df2 / 2) * 2;
            return x1 / df1 / (x2 / df2);
          },
          variance: function variance(df1, df2) {
            if (df2 <= 4)
              return void 0;
            return 2 * df2 * df2 * (df1 + df2 - 2) / (df1 * (df2 - 2) * (df2 - 2) * (df2 - 4));
          }
        });
        jStat5.extend(jStat5.cauchy, {
          pdf: function pdf(x, local, scale) {
            if (scale < 0) {
              return 0;
            }
            return scale / (Math2.pow(x - local, 2) + Math2.pow(scale, 2)) / Math2.PI;
          },
          cdf: function cdf(x, local, scale) {
            return Math2.atan((x - local) / scale) / Math2.PI + 0.5;
          },
          inv: function(p, local, scale) {
            return local + scale * Math2.tan(Math2.PI * (p - 0.5));
          },
          median: function median(local) {
            return local;
          },
          mode: function mode(local) {
            return local;
          },
          sample: function sample(local, scale) {
            return jStat5.randn() * Math2.sqrt(1 / (2 * jStat5.randg(0.5))) * scale + local;
          }
        });
        jStat5.extend(jStat5.chisquare, {
          pdf: function pdf(x, dof) {
            if (x < 0)
              return 0;
            return x === 0 && dof === 2 ? 0.5 : Math2.exp((dof / 2 - 1) * Math2.log(x) - x / 2 - dof / 2 * Math2.log(2) - jStat5.gammaln(dof / 2));
          },
          cdf: function cdf(x, dof) {
            if (x < 0)
              return 0;
            return jStat5.lowRegGamma(dof / 2, x / 2);
          },
          inv: function(p, dof) {
            return 2 * jStat5.gammapinv(p, 0.5 * dof);
          },
          mean: function(dof) {
            return dof;
          },
          // TODO: this is an approximation (is there a better way?)
          median: function median(dof) {
            return dof * Math2.pow(1 - 2 / (9 * dof), 3);
          },
          mode: function mode(dof) {
            return dof - 2 > 0 ? dof - 2 : 0;
          },
          sample: function sample(dof) {
            return jStat5.randg(dof / 2) * 2;
          },
          variance: function variance(dof) {
            return 2 * dof;
          }
        });
        jStat5.extend(jStat5.exponential, {
          pdf: function pdf(x, rate) {
            return x < 0 ? 0 : rate * Math2.exp(-rate * x);
          },
          cdf: function cdf(x, rate) {
            return x < 0 ? 0 : 1 - Math2.exp(-rate * x);
          },
          inv: function(p, rate) {
            return -Math2.log(1 - p) / rate;
          },
          mean: function(rate) {
            return 1 / rate;
          },
          median: function(rate) {
            return 1 / rate * Math2.log(2);
          },
          mode: function mode() {
            return 0;
          },
          sample: function sample(rate) {
            return -1 / rate * Math2.log(jStat5._random_fn());
          },
          variance: function(rate) {
            return Math2.pow(rate, -2);
          }
        });
        jStat5.extend(jStat5.gamma, {
          pdf: function pdf(x, shape, scale) {
            if (x < 0)
              return 0;
            return x === 0 && shape === 1 ? 1 / scale : Math2.exp((shape - 1) * Math2.log(x) - x / scale - jStat5.gammaln(shape) - shape * Math2.log(scale));
          },
          cdf: function cdf(x, shape, scale) {
            if (x < 0)
              return 0;
            return jStat5.lowRegGamma(shape, x / scale);
          },
          inv: function(p, shape, scale) {
            return jStat5.gammapinv(p, shape) * scale;
          },
          mean: function(shape, scale) {
            return shape * scale;
          },
          mode: function mode(shape, scale) {
            if (shape > 1) return (shape - 1) * scale;
            return void 0;
          },
          sample: function sample(shape, scale) {
            return jStat5.randg(shape) * scale;
          },
          variance: function variance(shape, scale) {
            return shape * scale * scale;
          }
        });
        jStat5.extend(jStat5.invgamma, {
          pdf: function pdf(x, shape, scale) {
            if (x <= 0)
              return 0;
            return Math2.exp(-(shape + 1) * Math2.log(x) - scale / x - jStat5.gammaln(shape) + shape * Math2.log(scale));
          },
          cdf: function cdf(x, shape, scale) {
            if (x <= 0)
              return 0;
            return 1 - jStat5.lowRegGamma(shape, scale / x);
          },
          inv: function(p, shape, scale) {
            return scale / jStat5.gammapinv(1 - p, shape);
          },
          mean: function(shape, scale) {
            return shape > 1 ? scale / (shape - 1) : void 0;
          },
          mode: function mode(shape, scale) {
            return scale / (shape + 1);
          },
          sample: function sample(shape, scale) {
            return scale / jStat5.randg(shape);
          },
          variance: function variance(shape, scale) {
            if (shape <= 2)
              return void 0;
            return scale * scale / ((shape - 1) * (shape - 1) * (shape - 2));
          }
        });
        jStat5.extend(jStat5.kumaraswamy, {
          pdf: function pdf(x, alpha, beta) {
            if (x === 0 && alpha === 1)
              return beta;
            else if (x === 1 && beta === 1)
              return alpha;
            return Math2.exp(Math2.log(alpha) + Math2.log(beta) + (alpha - 1) * Math2.log(x) + (beta - 1) * Math2.log(1 - Math2.pow(x, alpha)));
          },
          cdf: function cdf(x, alpha, beta) {
            if (x < 0)
              return 0;
            else if (x > 1)
              return 1;
            return 1 - Math2.pow(1 - Math2.pow(x, alpha), beta);
          },
          inv: function inv(p, alpha, beta) {
            return Math2.pow(1 - Math2.pow(1 - p, 1 / beta), 1 / alpha);
          },
          mean: function(alpha, beta) {
            return beta * jStat5.gammafn(1 + 1 / alpha) * jStat5.gammafn(beta) / jStat5.gammafn(1 + 1 / alpha + beta);
          },
          median: function median(alpha, beta) {
            return Math2.pow(1 - Math2.pow(2, -1 / beta), 1 / alpha);
          },
          mode: function mode(alpha, beta) {
            if (!(alpha >= 1 && beta >= 1 && (alpha !== 1 && beta !== 1)))
              return void 0;
            return Math2.pow((alpha - 1) / (alpha * beta - 1), 1 / alpha);
          },
          variance: function variance() {
            throw new Error("variance not yet implemented");
          }
        });
        jStat5.extend(jStat5.lognormal, {
          pdf: function pdf(x, mu, sigma) {
            if (x <= 0)
              return 0;
            return Math2.exp(-Math2.log(x) - 0.5 * Math2.log(2 * Math2.PI) - Math2.log(sigma) - Math2.pow(Math2.log(x) - mu, 2) / (2 * sigma * sigma));
          },
          cdf: function cdf(x, mu, sigma) {
            if (x < 0)
              return 0;
            return 0.5 + 0.5 * jStat5.erf((Math2.log(x) - mu) / Math2.sqrt(2 * sigma * sigma));
          },
          inv: function(p, mu, sigma) {
            return Math2.exp(-1.4142135623730951 * sigma * jStat5.erfcinv(2 * p) + mu);
          },
          mean: function mean(mu, sigma) {
            return Math2.exp(mu + sigma * sigma / 2);
          },
          median: function median(mu) {
            return Math2.exp(mu);
          },
          mode: function mode(mu, sigma) {
            return Math2.exp(mu - sigma * sigma);
          },
          sample: function sample(mu, sigma) {
            return Math2.exp(jStat5.randn() * sigma + mu);
          },
          variance: function variance(mu, sigma) {
            return (Math2.exp(sigma * sigma) - 1) * Math2.exp(2 * mu + sigma * sigma);
          }
        });
        jStat5.extend(jStat5.noncentralt, {
          pdf: function pdf(x, dof, ncp) {
            var tol = 1e-14;
            if (Math2.abs(ncp) < tol)
              return jStat5.studentt.pdf(x, dof);
            if (Math2.abs(x) < tol) {
              return Math2.exp(jStat5.gammaln((dof + 1) / 2) - ncp * ncp / 2 - 0.5 * Math2.log(Math2.PI * dof) - jStat5.gammaln(dof / 2));
            }
            return dof / x * (jStat5.noncentralt.cdf(x * Math2.sqrt(1 + 2 / dof), dof + 2, ncp) - jStat5.noncentralt.cdf(x, dof, ncp));
          },
          cdf: function cdf(x, dof, ncp) {
            var tol = 1e-14;
            var min_iterations = 200;
            if (Math2.abs(ncp) < tol)
              return jStat5.studentt.cdf(x, dof);
            var flip = false;
            if (x < 0) {
              flip = true;
              ncp = -ncp;
            }
            var prob = jStat5.normal.cdf(-ncp, 0, 1);
            var value = tol + 1;
            var lastvalue = value;
            var y = x * x / (x * x + dof);
            var j = 0;
            var p = Math2.exp(-ncp * ncp / 2);
            var q = Math2.exp(-ncp * ncp / 2 - 0.5 * Math2.log(2) - jStat5.gammaln(3 / 2)) * ncp;
            while (j < min_iterations || lastvalue > tol || value > tol) {
              lastvalue = value;
              if (j > 0) {
                p *= ncp * ncp / (2 * j);
                q *= ncp * ncp / (2 * (j + 1 / 2));
              }
              value = p * jStat5.beta.cdf(y, j + 0.5, dof / 2) + q * jStat5.beta.cdf(y, j + 1, dof / 2);
              prob += 0.5 * value;
              j++;
            }
            return flip ? 1 - prob : prob;
          }
        });
        jStat5.extend(jStat5.normal, {
          pdf: function pdf(x, mean, std) {
            return Math2.exp(-0.5 * Math2.log(2 * Math2.PI) - Math2.log(std) - Math2.pow(x - mean, 2) / (2 * std * std));
          },
          cdf: function cdf(x, mean, std) {
            return 0.5 * (1 + jStat5.erf((x - mean) / Math2.sqrt(2 * std * std)));
          },
          inv: function(p, mean, std) {
            return -1.4142135623730951 * std * jStat5.erfcinv(2 * p) + mean;
          },
          mean: function(mean) {
            return mean;
          },
          median: function median(mean) {
            return mean;
          },
          mode: function(mean) {
            return mean;
          },
          sample: function sample(mean, std) {
            return jStat5.randn() * std + mean;
          },
          variance: function(mean, std) {
            return std * std;
          }
        });
        jStat5.extend(jStat5.pareto, {
          pdf: function pdf(x, scale, shape) {
            if (x < scale)
              return 0;
            return shape * Math2.pow(scale, shape) / Math2.pow(x, shape + 1);
          },
          cdf: function cdf(x, scale, shape) {
            if (x < scale)
              return 0;
            return 1 - Math2.pow(scale / x, shape);
          },
          inv: function inv(p, scale, shape) {
            return scale / Math2.pow(1 - p, 1 / shape);
          },
          mean: function mean(scale, shape) {
            if (shape <= 1)
              return void 0;
            return shape * Math2.pow(scale, shape) / (shape - 1);
          },
          median: function median(scale, shape) {
            return scale * (shape * Math2.SQRT2);
          },
          mode: function mode(scale) {
            return scale;
          },
          variance: function(scale, shape) {
            if (shape <= 2)
              return void 0;
            return scale * scale * shape / (Math2.pow(shape - 1, 2) * (shape - 2));
          }
        });
        jStat5.extend(jStat5.studentt, {
          pdf: function pdf(x, dof) {
            dof = dof > 1e100 ? 1e100 : dof;
            return 1 / (Math2.sqrt(dof) * jStat5.betafn(0.5, dof / 2)) * Math2.pow(1 + x * x / dof, -((dof + 1) / 2));
          },
          cdf: function cdf(x, dof) {
            var dof2 = dof / 2;
            return jStat5.ibeta((x + Math2.sqrt(x * x + dof)) / (2 * Math2.sqrt(x * x + dof)), dof2, dof2);
          },
          inv: function(p, dof) {
            var x = jStat5.ibetainv(2 * Math2.min(p, 1 - p), 0.5 * dof, 0.5);
            x = Math2.sqrt(dof * (1 - x) / x);
            return p > 0.5 ? x : -x;
          },
          mean: function mean(dof) {
            return dof > 1 ? 0 : void 0;
          },
          median: function median() {
            return 0;
          },
          mode: function mode() {
            return 0;
          },
          sample: function sample(dof) {
            return jStat5.randn() * Math2.sqrt(dof / (2 * jStat5.randg(dof / 2)));
          },
          variance: function variance(dof) {
            return dof > 2 ? dof / (dof - 2) : dof > 1 ? Infinity : void 0;
          }
        });
        jStat5.extend(jStat5.weibull, {
          pdf: function pdf(x, scale, shape) {
            if (x < 0 || scale < 0 || shape < 0)
              return 0;
            return shape / scale * Math2.pow(x / scale, shape - 1) * Math2.exp(-Math2.pow(x / scale, shape));
          },
          cdf: function cdf(x, scale, shape) {
            return x < 0 ? 0 : 1 - Math2.exp(-Math2.pow(x / scale, shape));
          },
          inv: function(p, scale, shape) {
            return scale * Math2.pow(-Math2.log(1 - p), 1 / shape);
          },
          mean: function(scale, shape) {
            return scale * jStat5.gammafn(1 + 1 / shape);
          },
          median: function median(scale, shape) {
            return scale * Math2.pow(Math2.log(2), 1 / shape);
          },
          mode: function mode(scale, shape) {
            if (shape <= 1)
              return 0;
            return scale * Math2.pow((shape - 1) / shape, 1 / shape);
          },
          sample: function sample(scale, shape) {
            return scale * Math2.pow(-Math2.log(jStat5._random_fn()), 1 / shape);
          },
          variance: function variance(scale, shape) {
            return scale * scale * jStat5.gammafn(1 + 2 / shape) - Math2.pow(jStat5.weibull.mean(scale, shape), 2);
          }
        });
        jStat5.extend(jStat5.uniform, {
          pdf: function pdf(x, a, b) {
            return x < a || x > b ? 0 : 1 / (b - a);
          },
          cdf: function cdf(x, a, b) {
            if (x < a)
              return 0;
            else if (x < b)
              return (x - a) / (b - a);
            return 1;
          },
          inv: function(p, a, b) {
            return a + p * (b - a);
          },
          mean: function mean(a, b) {
            return 0.5 * (a + b);
          },
          median: function median(a, b) {
            return jStat5.mean(a, b);
          },
          mode: function mode() {
            throw new Error("mode is not yet implemented");
          },
          sample: function sample(a, b) {
            return a / 2 + b / 2 + (b / 2 - a / 2) * (2 * jStat5._random_fn() - 1);
          },
          variance: function variance(a, b) {
            return Math2.pow(b - a, 2) / 12;
          }
        });
        function betinc(x, a, b, eps) {
          var a0 = 0;
          var b0 = 1;
          var a1 = 1;
          var b1 = 1;
          var m9 = 0;
          var a2 = 0;
          var c9;
          while (Math2.abs((a1 - a2) / a1) > eps) {
            a2 = a1;
            c9 = -(a + m9) * (a + b + m9) * x / (a + 2 * m9) / (a + 2 * m9 + 1);
            a0 = a1 + c9 * a0;
            b0 = b1 + c9 * b0;
            m9 = m9 + 1;
            c9 = m9 * (b - m9) * x / (a + 2 * m9 - 1) / (a + 2 * m9);
            a1 = a0 + c9 * a1;
            b1 = b0 + c9 * b1;
            a0 = a0 / b1;
            b0 = b0 / b1;
            a1 = a1 / b1;
            b1 = 1;
          }
          return a1 / a;
        }
        jStat5.extend(jStat5.binomial, {
          pdf: function pdf(k, n, p) {
            return p === 0 || p === 1 ? n * p === k ? 1 : 0 : jStat5.combination(n, k) * Math2.pow(p, k) * Math2.pow(1 - p, n - k);
          },
          cdf: function cdf(x, n, p) {
            var betacdf;
            var eps = 1e-10;
            if (x < 0)
              return 0;
            if (x >= n)
              return 1;
            if (p < 0 || p > 1 || n <= 0)
              return NaN;
            x = Math2.floor(x);
            var z = p;
            var a = x + 1;
            var b = n - x;
            var s = a + b;
            var bt = Math2.exp(jStat5.gammaln(s) - jStat5.gammaln(b) - jStat5.gammaln(a) + a * Math2.log(z) + b * Math2.log(1 - z));
            if (z < (a + 1) / (s + 2))
              betacdf = bt * betinc(z, a, b, eps);
            else
              betacdf = 1 - bt * betinc(1 - z, b, a, eps);
            return Math2.round((1 - betacdf) * (1 / eps)) / (1 / eps);
          }
        });
        jStat5.extend(jStat5.negbin, {
          pdf: function pdf(k, r, p) {
            if (k !== k >>> 0)
              return false;
            if (k < 0)
              return 0;
            return jStat5.combination(k + r - 1, r - 1) * Math2.pow(1 - p, k) * Math2.pow(p, r);
          },
          cdf: function cdf(x, r, p) {
            var sum = 0, k = 0;
            if (x < 0) return 0;
            for (; k <= x; k++) {
              sum += jStat5.negbin.pdf(k, r, p);
            }
            return sum;
          }
        });
        jStat5.extend(jStat5.hypgeom, {
          pdf: function pdf(k, N, m, n) {
            if (k !== k | 0) {
              return false;
            } else if (k < 0 || k < m - (N - n)) {
              return 0;
            } else if (k > n || k > m) {
              return 0;
            } else if (m * 2 > N) {
              if (n * 2 > N) {
                return jStat5.hypgeom.pdf(N - m - n + k, N, N - m, N - n);
              } else {
                return jStat5.hypgeom.pdf(n - k, N, N - m, n);
              }
            } else if (n * 2 > N) {
              return jStat5.hypgeom.pdf(m - k, N, m, N - n);
            } else if (m < n) {
              return jStat5.hypgeom.pdf(k, N, n, m);
            } else {
              var scaledPDF = 1;
              var samplesDone = 0;
              for (var i = 0; i < k; i++) {
                while (scaledPDF > 1 && samplesDone < n) {
                  scaledPDF *= 1 - m / (N - samplesDone);
                  samplesDone++;
                }
                scaledPDF *= (n - i) * (m - i) / ((i + 1) * (N - m - n + i + 1));
              }
              for (; samplesDone < n; samplesDone++) {
                scaledPDF *= 1 - m / (N - samplesDone);
              }
              return Math2.min(1, Math2.max(0, scaledPDF));
            }
          },
          cdf: function cdf(x, N, m, n) {
            if (x < 0 || x < m - (N - n)) {
              return 0;
            } else if (x >= n || x >= m) {
              return 1;
            } else if (m * 2 > N) {
              if (n * 2 > N) {
                return jStat5.hypgeom.cdf(N - m - n + x, N, N - m, N - n);
              } else {
                return 1 - jStat5.hypgeom.cdf(n - x - 1, N, N - m, n);
              }
            } else if (n * 2 > N) {
              return 1 - jStat5.hypgeom.cdf(m - x - 1, N, m, N - n);
            } else if (m < n) {
              return jStat5.hypgeom.cdf(x, N, n, m);
            } else {
              var scaledCDF = 1;
              var scaledPDF = 1;
              var samplesDone = 0;
              for (var i = 0; i < x; i++) {
                while (scaledCDF > 1 && samplesDone < n) {
                  var factor = 1 - m / (N - samplesDone);
                  scaledPDF *= factor;
                  scaledCDF *= factor;
                  samplesDone++;
                }
                scaledPDF *= (n - i) * (m - i) / ((i + 1) * (N - m - n + i + 1));
                scaledCDF += scaledPDF;
              }
              for (; samplesDone < n; samplesDone++) {
                scaledCDF *= 1 - m / (N - samplesDone);
              }
              return Math2.min(1, Math2.max(0, scaledCDF));
            }
          }
        });
        jStat5.extend(jStat5.poisson, {
          pdf: function pdf(k, l) {
            if (l < 0 || k % 1 !== 0 || k < 0) {
              return 0;
            }
            return Math2.pow(l, k) * Math2.exp(-l) / jStat5.factorial(k);
          },
          cdf: function cdf(x, l) {
            var sumarr = [], k = 0;
            if (x < 0) return 0;
            for (; k <= x; k++) {
              sumarr.push(jStat5.poisson.pdf(k, l));
            }
            return jStat5.sum(sumarr);
          },
          mean: function(l) {
            return l;
          },
          variance: function(l) {
            return l;
          },
          sampleSmall: function sampleSmall(l) {
            var p = 1, k = 0, L = Math2.exp(-l);
            do {
              k++;
              p *= jStat5._random_fn();
            } while (p > L);
            return k - 1;
          },
          sampleLarge: function sampleLarge(l) {
            var lam = l;
            var k;
            var U, V, slam, loglam, a, b, invalpha, vr, us;
            slam = Math2.sqrt(lam);
            loglam = Math2.log(lam);
            b = 0.931 + 2.53 * slam;
            a = -0.059 + 0.02483 * b;
            invalpha = 1.1239 + 1.1328 / (b - 3.4);
            vr = 0.9277 - 3.6224 / (b - 2);
            while (1) {
              U = Math2.random() - 0.5;
              V = Math2.random();
              us = 0.5 - Math2.abs(U);
              k = Math2.floor((2 * a / us + b) * U + lam + 0.43);
              if (us >= 0.07 && V <= vr) {
                return k;
              }
              if (k < 0 || us < 0.013 && V > us) {
                continue;
              }
              if (Math2.log(V) + Math2.log(invalpha) - Math2.log(a / (us * us) + b) <= -lam + k * loglam - jStat5.loggam(k + 1)) {
                return k;
              }
            }
          },
          sample: function sample(l) {
            if (l < 10)
              return this.sampleSmall(l);
            else
              return this.sampleLarge(l);
          }
        });
        jStat5.extend(jStat5.triangular, {
          pdf: function pdf(x, a, b, c) {
            if (b <= a || c < a || c > b) {
              return NaN;
            } else {
              if (x < a || x > b) {
                return 0;
              } else if (x < c) {
                return 2 * (x - a) / ((b - a) * (c - a));
              } else if (x === c) {
                return 2 / (b - a);
              } else {
                return 2 * (b - x) / ((b - a) * (b - c));
              }
            }
          },
          cdf: function cdf(x, a, b, c) {
            if (b <= a || c < a || c > b)
              return NaN;
            if (x <= a)
              return 0;
            else if (x >= b)
              return 1;
            if (x <= c)
              return Math2.pow(x - a, 2) / ((b - a) * (c - a));
            else
              return 1 - Math2.pow(b - x, 2) / ((b - a) * (b - c));
          },
          inv: function inv(p, a, b, c) {
            if (b <= a || c < a || c > b) {
              return NaN;
            } else {
              if (p <= (c - a) / (b - a)) {
                return a + (b - a) * Math2.sqrt(p * ((c - a) / (b - a)));
              } else {
                return a + (b - a) * (1 - Math2.sqrt((1 - p) * (1 - (c - a) / (b - a))));
              }
            }
          },
          mean: function mean(a, b, c) {
            return (a + b + c) / 3;
          },
          median: function median(a, b, c) {
            if (c <= (a + b) / 2) {
              return b - Math2.sqrt((b - a) * (b - c)) / Math2.sqrt(2);
            } else if (c > (a + b) / 2) {
              return a + Math2.sqrt((b - a) * (c - a)) / Math2.sqrt(2);
            }
          },
          mode: function mode(a, b, c) {
            return c;
          },
          sample: function sample(a, b, c) {
            var u = jStat5._random_fn();
            if (u < (c - a) / (b - a))
              return a + Math2.sqrt(u * (b - a) * (c - a));
            return b - Math2.sqrt((1 - u) * (b - a) * (b - c));
          },
          variance: function variance(a, b, c) {
            return (a * a + b * b + c * c - a * b - a * c - b * c) / 18;
          }
        });
        jStat5.extend(jStat5.arcsine, {
          pdf: function pdf(x, a, b) {
            if (b <= a) return NaN;
            return x <= a || x >= b ? 0 : 2 / Math2.PI * Math2.pow(Math2.pow(b - a, 2) - Math2.pow(2 * x - a - b, 2), -0.5);
          },
          cdf: function cdf(x, a, b) {
            if (x < a)
              return 0;
            else if (x < b)
              return 2 / Math2.PI * Math2.asin(Math2.sqrt((x - a) / (b - a)));
            return 1;
          },
          inv: function(p, a, b) {
            return a + (0.5 - 0.5 * Math2.cos(Math2.PI * p)) * (b - a);
          },
          mean: function mean(a, b) {
            if (b <= a) return NaN;
            return (a + b) / 2;
          },
          median: function median(a, b) {
            if (b <= a) return NaN;
            return (a + b) / 2;
          },
          mode: function mode() {
            throw new Error("mode is not yet implemented");
          },
          sample: function sample(a, b) {
            return (a + b) / 2 + (b - a) / 2 * Math2.sin(2 * Math2.PI * jStat5.uniform.sample(0, 1));
          },
          variance: function variance(a, b) {
            if (b <= a) return NaN;
            return Math2.pow(b - a, 2) / 8;
          }
        });
        function laplaceSign(x) {
          return x / Math2.abs(x);
        }
        jStat5.extend(jStat5.laplace, {
          pdf: function pdf(x, mu, b) {
            return b <= 0 ? 0 : Math2.exp(-Math2.abs(x - mu) / b) / (2 * b);
          },
          cdf: function cdf(x, mu, b) {
            if (b <= 0) {
              return 0;
            }
            if (x < mu) {
              return 0.5 * Math2.exp((x - mu) / b);
            } else {
              return 1 - 0.5 * Math2.exp(-(x - mu) / b);
            }
          },
          mean: function(mu) {
            return mu;
          },
          median: function(mu) {
            return mu;
          },
          mode: function(mu) {
            return mu;
          },
          variance: function(mu, b) {
            return 2 * b * b;
          },
          sample: function sample(mu, b) {
            var u = jStat5._random_fn() - 0.5;
            return mu - b * laplaceSign(u) * Math2.log(1 - 2 * Math2.abs(u));
          }
        });
        function tukeyWprob(w, rr, cc) {
          var nleg = 12;
          var ihalf = 6;
          var C1 = -30;
          var C2 = -50;
          var C3 = 60;
          var bb = 8;
          var wlar = 3;
          var wincr1 = 2;
          var wincr2 = 3;
          var xleg = [
            0.9815606342467192,
            0.9041172563704749,
            0.7699026741943047,
            0.5873179542866175,
            0.3678314989981802,
            0.1252334085114689
          ];
          var aleg = [
            0.04717533638651183,
            0.10693932599531843,
            0.16007832854334622,
            0.20316742672306592,
            0.2334925365383548,
            0.24914704581340277
          ];
          var qsqz = w * 0.5;
          if (qsqz >= bb)
            return 1;
          var pr_w = 2 * jStat5.normal.cdf(qsqz, 0, 1, 1, 0) - 1;
          if (pr_w >= Math2.exp(C2 / cc))
            pr_w = Math2.pow(pr_w, cc);
          else
            pr_w = 0;
          var wincr;
          if (w > wlar)
            wincr = wincr1;
          else
            wincr = wincr2;
          var blb = qsqz;
          var binc = (bb - qsqz) / wincr;
          var bub = blb + binc;
          var einsum = 0;
          var cc1 = cc - 1;
          for (var wi = 1; wi <= wincr; wi++) {
            var elsum = 0;
            var a = 0.5 * (bub + blb);
            var b = 0.5 * (bub - blb);
            for (var jj = 1; jj <= nleg; jj++) {
              var j, xx;
              if (ihalf < jj) {
                j = nleg - jj + 1;
                xx = xleg[j - 1];
              } else {
                j = jj;
                xx = -xleg[j - 1];
              }
              var c = b * xx;
              var ac = a + c;
              var qexpo = ac * ac;
              if (qexpo > C3)
                break;
              var pplus = 2 * jStat5.normal.cdf(ac, 0, 1, 1, 0);
              var pminus = 2 * jStat5.normal.cdf(ac, w, 1, 1, 0);
              var rinsum = pplus * 0.5 - pminus * 0.5;
              if (rinsum >= Math2.exp(C1 / cc1)) {
                rinsum = aleg[j - 1] * Math2.exp(-(0.5 * qexpo)) * Math2.pow(rinsum, cc1);
                elsum += rinsum;
              }
            }
            elsum *= 2 * b * cc / Math2.sqrt(2 * Math2.PI);
            einsum += elsum;
            blb = bub;
            bub += binc;
          }
          pr_w += einsum;
          if (pr_w <= Math2.exp(C1 / rr))
            return 0;
          pr_w = Math2.pow(pr_w, rr);
          if (pr_w >= 1)
            return 1;
          return pr_w;
        }
        function tukeyQinv(p, c, v) {
          var p0 = 0.322232421088;
          var q0 = 0.099348462606;
          var p1 = -1;
          var q1 = 0.588581570495;
          var p2 = -0.342242088547;
          var q2 = 0.531103462366;
          var p3 = -0.204231210125;
          var q3 = 0.10353775285;
          var p4 = -453642210148e-16;
          var q4 = 0.0038560700634;
          var c1 = 0.8832;
          var c2 = 0.2368;
          var c3 = 1.214;
          var c4 = 1.208;
          var c5 = 1.4142;
          var vmax = 120;
          var ps = 0.5 - 0.5 * p;
          var yi = Math2.sqrt(Math2.log(1 / (ps * ps)));
          var t = yi + ((((yi * p4 + p3) * yi + p2) * yi + p1) * yi + p0) / ((((yi * q4 + q3) * yi + q2) * yi + q1) * yi + q0);
          if (v < vmax) t += (t * t * t + t) / v / 4;
          var q = c1 - c2 * t;
          if (v < vmax) q += -c3 / v + c4 * t / v;
          return t * (q * Math2.log(c - 1) + c5);
        }
        jStat5.extend(jStat5.tukey, {
          cdf: function cdf(q, nmeans, df) {
            var rr = 1;
            var cc = nmeans;
            var nlegq = 16;
            var ihalfq = 8;
            var eps1 = -30;
            var eps2 = 1e-14;
            var dhaf = 100;
            var dquar = 800;
            var deigh = 5e3;
            var dlarg = 25e3;
            var ulen1 = 1;
            var ulen2 = 0.5;
            var ulen3 = 0.25;
            var ulen4 = 0.125;
            var xlegq = [
              0.9894009349916499,
              0.9445750230732326,
              0.8656312023878318,
              0.755404408355003,
              0.6178762444026438,
              0.45801677765722737,
              0.2816035507792589,
              0.09501250983763744
            ];
            var alegq = [
              0.027152459411754096,
              0.062253523938647894,
              0.09515851168249279,
              0.12462897125553388,
              0.14959598881657674,
              0.16915651939500254,
              0.18260341504492358,
              0.1894506104550685
            ];
            if (q <= 0)
              return 0;
            if (df < 2 || rr < 1 || cc < 2) return NaN;
            if (!Number.isFinite(q))
              return 1;
            if (df > dlarg)
              return tukeyWprob(q, rr, cc);
            var f2 = df * 0.5;
            var f2lf = f2 * Math2.log(df) - df * Math2.log(2) - jStat5.gammaln(f2);
            var f21 = f2 - 1;
            var ff4 = df * 0.25;
            var ulen;
            if (df <= dhaf) ulen = ulen1;
            else if (df <= dquar) ulen = ulen2;
            else if (df <= deigh) ulen = ulen3;
            else ulen = ulen4;
            f2lf += Math2.log(ulen);
            var ans = 0;
            for (var i = 1; i <= 50; i++) {
              var otsum = 0;
              var twa1 = (2 * i - 1) * ulen;
              for (var jj = 1; jj <= nlegq; jj++) {
                var j, t1;
                if (ihalfq < jj) {
                  j = jj - ihalfq - 1;
                  t1 = f2lf + f21 * Math2.log(twa1 + xlegq[j] * ulen) - (xlegq[j] * ulen + twa1) * ff4;
                } else {
                  j = jj - 1;
                  t1 = f2lf + f21 * Math2.log(twa1 - xlegq[j] * ulen) + (xlegq[j] * ulen - twa1) * ff4;
                }
                var qsqz;
                if (t1 >= eps1) {
                  if (ihalfq < jj) {
                    qsqz = q * Math2.sqrt((xlegq[j] * ulen + twa1) * 0.5);
                  } else {
                    qsqz = q * Math2.sqrt((-(xlegq[j] * ulen) + twa1) * 0.5);
                  }
                  var wprb = tukeyWprob(qsqz, rr, cc);
                  var rotsum = wprb * alegq[j] * Math2.exp(t1);
                  otsum += rotsum;
                }
              }
              if (i * ulen >= 1 && otsum <= eps2)
                break;
              ans += otsum;
            }
            if (otsum > eps2) {
              throw new Error("tukey.cdf failed to converge");
            }
            if (ans > 1)
              ans = 1;
            return ans;
          },
          inv: function(p, nmeans, df) {
            var rr = 1;
            var cc = nmeans;
            var eps = 1e-4;
            var maxiter = 50;
            if (df < 2 || rr < 1 || cc < 2) return NaN;
            if (p < 0 || p > 1) return NaN;
            if (p === 0) return 0;
            if (p === 1) return Infinity;
            var x0 = tukeyQinv(p, cc, df);
            var valx0 = jStat5.tukey.cdf(x0, nmeans, df) - p;
            var x1;
            if (valx0 > 0)
              x1 = Math2.max(0, x0 - 1);
            else
              x1 = x0 + 1;
            var valx1 = jStat5.tukey.cdf(x1, nmeans, df) - p;
            var ans;
            for (var iter = 1; iter < maxiter; iter++) {
              ans = x1 - valx1 * (x1 - x0) / (valx1 - valx0);
              valx0 = valx1;
              x0 = x1;
              if (ans < 0) {
                ans = 0;
                valx1 = -p;
              }
              valx1 = jStat5.tukey.cdf(ans, nmeans, df) - p;
              x1 = ans;
              var xabs = Math2.abs(x1 - x0);
              if (xabs < eps)
                return ans;
            }
            throw new Error("tukey.inv failed to converge");
          }
        });
      })(jStat4, Math);
      (function(jStat5, Math2) {
        var push = Array.prototype.push;
        var isArray = jStat5.utils.isArray;
        function isUsable(arg) {
          return isArray(arg) || arg instanceof jStat5;
        }
        jStat5.extend({
          // add a vector/matrix to a vector/matrix or scalar
          add: function add(arr, arg) {
            if (isUsable(arg)) {
              if (!isUsable(arg[0])) arg = [arg];
              return jStat5.map(arr, function(value, row2, col) {
                return value + arg[row2][col];
              });
            }
            return jStat5.map(arr, function(value) {
              return value + arg;
            });
          },
          // subtract a vector or scalar from the vector
          subtract: function subtract(arr, arg) {
            if (isUsable(arg)) {
              if (!isUsable(arg[0])) arg = [arg];
              return jStat5.map(arr, function(value, row2, col) {
                return value - arg[row2][col] || 0;
              });
            }
            return jStat5.map(arr, function(value) {
              return value - arg;
            });
          },
          // matrix division
          divide: function divide(arr, arg) {
            if (isUsable(arg)) {
              if (!isUsable(arg[0])) arg = [arg];
              return jStat5.multiply(arr, jStat5.inv(arg));
            }
            return jStat5.map(arr, function(value) {
              return value / arg;
            });
          },
          // matrix multiplication
          multiply: function multiply(arr, arg) {
            var row2, col, nrescols, sum, nrow, ncol, res, rescols;
            if (arr.length === void 0 && arg.length === void 0) {
              return arr * arg;
            }
            nrow = arr.length, ncol = arr[0].length, res = jStat5.zeros(nrow, nrescols = isUsable(arg) ? arg[0].length : ncol), rescols = 0;
            if (isUsable(arg)) {
              for (; rescols < nrescols; rescols++) {
                for (row2 = 0; row2 < nrow; row2++) {
                  sum = 0;
                  for (col = 0; col < ncol; col++)
                    sum += arr[row2][col] * arg[col][rescols];
                  res[row2][rescols] = sum;
                }
              }
              return nrow === 1 && rescols === 1 ? res[0][0] : res;
            }
            return jStat5.map(arr, function(value) {
              return value * arg;
            });
          },
          // outer([1,2,3],[4,5,6])
          // ===
          // [[1],[2],[3]] times [[4,5,6]]
          // ->
          // [[4,5,6],[8,10,12],[12,15,18]]
          outer: function outer(A, B) {
            return jStat5.multiply(A.map(function(t) {
              return [t];
            }), [B]);
          },
          // Returns the dot product of two matricies
          dot: function dot(arr, arg) {
            if (!isUsable(arr[0])) arr = [arr];
            if (!isUsable(arg[0])) arg = [arg];
            var left = arr[0].length === 1 && arr.length !== 1 ? jStat5.transpose(arr) : arr, right = arg[0].length === 1 && arg.length !== 1 ? jStat5.transpose(arg) : arg, res = [], row2 = 0, nrow = left.length, ncol = left[0].length, sum, col;
            for (; row2 < nrow; row2++) {
              res[row2] = [];
              sum = 0;
              for (col = 0; col < ncol; col++)
                sum += left[row2][col] * right[row2][col];
              res[row2] = sum;
            }
            return res.length === 1 ? res[0] : res;
          },
          // raise every element by a scalar
          pow: function pow(arr, arg) {
            return jStat5.map(arr, function(value) {
              return Math2.pow(value, arg);
            });
          },
          // exponentiate every element
          exp: function exp(arr) {
            return jStat5.map(arr, function(value) {
              return Math2.exp(value);
            });
          },
          // generate the natural log of every element
          log: function exp(arr) {
            return jStat5.map(arr, function(value) {
              return Math2.log(value);
            });
          },
          // generate the absolute values of the vector
          abs: function abs(arr) {
            return jStat5.map(arr, function(value) {
              return Math2.abs(value);
            });
          },
          // computes the p-norm of the vector
          // In the case that a matrix is passed, uses the first row as the vector
          norm: function norm(arr, p) {
            var nnorm = 0, i = 0;
            if (isNaN(p)) p = 2;
            if (isUsable(arr[0])) arr = arr[0];
            for (; i < arr.length; i++) {
              nnorm += Math2.pow(Math2.abs(arr[i]), p);
            }
            return Math2.pow(nnorm, 1 / p);
          },
          // computes the angle between two vectors in rads
          // In case a matrix is passed, this uses the first row as the vector
          angle: function angle(arr, arg) {
            return Math2.acos(jStat5.dot(arr, arg) / (jStat5.norm(arr) * jStat5.norm(arg)));
          },
          // augment one matrix by another
          // Note: this function returns a matrix, not a jStat object
          aug: function aug(a, b) {
            var newarr = [];
            var i;
            for (i = 0; i < a.length; i++) {
              newarr.push(a[i].slice());
            }
            for (i = 0; i < newarr.length; i++) {
              push.apply(newarr[i], b[i]);
            }
            return newarr;
          },
          // The inv() function calculates the inverse of a matrix
          // Create the inverse by augmenting the matrix by the identity matrix of the
          // appropriate size, and then use G-J elimination on the augmented matrix.
          inv: function inv(a) {
            var rows = a.length;
            var cols = a[0].length;
            var b = jStat5.identity(rows, cols);
            var c = jStat5.gauss_jordan(a, b);
            var result = [];
            var i = 0;
            var j;
            for (; i < rows; i++) {
              result[i] = [];
              for (j = cols; j < c[0].length; j++)
                result[i][j - cols] = c[i][j];
            }
            return result;
          },
          // calculate the determinant of a matrix
          det: function det(a) {
            if (a.length === 2) {
              return a[0][0] * a[1][1] - a[0][1] * a[1][0];
            }
            var determinant = 0;
            for (var i = 0; i < a.length; i++) {
              var submatrix = [];
              for (var row2 = 1; row2 < a.length; row2++) {
                submatrix[row2 - 1] = [];
                for (var col = 0; col < a.length; col++) {
                  if (col < i) {
                    submatrix[row2 - 1][col] = a[row2][col];
                  } else if (col > i) {
                    submatrix[row2 - 1][col - 1] = a[row2][col];
                  }
                }
              }
              var sign = i % 2 ? -1 : 1;
              determinant += det(submatrix) * a[0][i] * sign;
            }
            return determinant;
          },
          gauss_elimination: function gauss_elimination(a, b) {
            var i = 0, j = 0, n = a.length, m = a[0].length, factor = 1, sum = 0, x = [], maug, pivot, temp, k;
            a = jStat5.aug(a, b);
            maug = a[0].length;
            for (i = 0; i < n; i++) {
              pivot = a[i][i];
              j = i;
              for (k = i + 1; k < m; k++) {
                if (pivot < Math2.abs(a[k][i])) {
                  pivot = a[k][i];
                  j = k;
                }
              }
              if (j != i) {
                for (k = 0; k < maug; k++) {
                  temp = a[i][k];
                  a[i][k] = a[j][k];
                  a[j][k] = temp;
                }
              }
              for (j = i + 1; j < n; j++) {
                factor = a[j][i] / a[i][i];
                for (k = i; k < maug; k++) {
                  a[j][k] = a[j][k] - factor * a[i][k];
                }
              }
            }
            for (i = n - 1; i >= 0; i--) {
              sum = 0;
              for (j = i + 1; j <= n - 1; j++) {
                sum = sum + x[j] * a[i][j];
              }
              x[i] = (a[i][maug - 1] - sum) / a[i][i];
            }
            return x;
          },
          gauss_jordan: function gauss_jordan(a, b) {
            var m = jStat5.aug(a, b);
            var h = m.length;
            var w = m[0].length;
            var c = 0;
            var x, y, y2;
            for (y = 0; y < h; y++) {
              var maxrow = y;
              for (y2 = y + 1; y2 < h; y2++) {
                if (Math2.abs(m[y2][y]) > Math2.abs(m[maxrow][y]))
                  maxrow = y2;
              }
              var tmp = m[y];
              m[y] = m[maxrow];
              m[maxrow] = tmp;
              for (y2 = y + 1; y2 < h; y2++) {
                c = m[y2][y] / m[y][y];
                for (x = y; x < w; x++) {
                  m[y2][x] -= m[y][x] * c;
                }
              }
            }
            for (y = h - 1; y >= 0; y--) {
              c = m[y][y];
              for (y2 = 0; y2 < y; y2++) {
                for (x = w - 1; x > y - 1; x--) {
                  m[y2][x] -= m[y][x] * m[y2][y] / c;
                }
              }
              m[y][y] /= c;
              for (x = h; x < w; x++) {
                m[y][x] /= c;
              }
            }
            return m;
          },
          // solve equation
          // Ax=b
          // A is upper triangular matrix
          // A=[[1,2,3],[0,4,5],[0,6,7]]
          // b=[1,2,3]
          // triaUpSolve(A,b) // -> [2.666,0.1666,1.666]
          // if you use matrix style
          // A=[[1,2,3],[0,4,5],[0,6,7]]
          // b=[[1],[2],[3]]
          // will return [[2.666],[0.1666],[1.666]]
          triaUpSolve: function triaUpSolve(A, b) {
            var size = A[0].length;
            var x = jStat5.zeros(1, size)[0];
            var parts;
            var matrix_mode = false;
            if (b[0].length != void 0) {
              b = b.map(function(i) {
                return i[0];
              });
              matrix_mode = true;
            }
            jStat5.arange(size - 1, -1, -1).forEach(function(i) {
              parts = jStat5.arange(i + 1, size).map(function(j) {
                return x[j] * A[i][j];
              });
              x[i] = (b[i] - jStat5.sum(parts)) / A[i][i];
            });
            if (matrix_mode)
              return x.map(function(i) {
                return [i];
              });
            return x;
          },
          triaLowSolve: function triaLowSolve(A, b) {
            var size = A[0].length;
            var x = jStat5.zeros(1, size)[0];
            var parts;
            var matrix_mode = false;
            if (b[0].length != void 0) {
              b = b.map(function(i) {
                return i[0];
              });
              matrix_mode = true;
            }
            jStat5.arange(size).forEach(function(i) {
              parts = jStat5.arange(i).map(function(j) {
                return A[i][j] * x[j];
              });
              x[i] = (b[i] - jStat5.sum(parts)) / A[i][i];
            });
            if (matrix_mode)
              return x.map(function(i) {
                return [i];
              });
            return x;
          },
          // A -> [L,U]
          // A=LU
          // L is lower triangular matrix
          // U is upper triangular matrix
          lu: function lu(A) {
            var size = A.length;
            var L = jStat5.identity(size);
            var R = jStat5.zeros(A.length, A[0].length);
            var parts;
            jStat5.arange(size).forEach(function(t) {
              R[0][t] = A[0][t];
            });
            jStat5.arange(1, size).forEach(function(l) {
              jStat5.arange(l).forEach(function(i) {
                parts = jStat5.arange(i).map(function(jj) {
                  return L[l][jj] * R[jj][i];
                });
                L[l][i] = (A[l][i] - jStat5.sum(parts)) / R[i][i];
              });
              jStat5.arange(l, size).forEach(function(j) {
                parts = jStat5.arange(l).map(function(jj) {
                  return L[l][jj] * R[jj][j];
                });
                R[l][j] = A[parts.length][j] - jStat5.sum(parts);
              });
            });
            return [L, R];
          },
          // A -> T
          // A=TT'
          // T is lower triangular matrix
          cholesky: function cholesky(A) {
            var size = A.length;
            var T = jStat5.zeros(A.length, A[0].length);
            var parts;
            jStat5.arange(size).forEach(function(i) {
              parts = jStat5.arange(i).map(function(t) {
                return Math2.pow(T[i][t], 2);
              });
              T[i][i] = Math2.sqrt(A[i][i] - jStat5.sum(parts));
              jStat5.arange(i + 1, size).forEach(function(j) {
                parts = jStat5.arange(i).map(function(t) {
                  return T[i][t] * T[j][t];
                });
                T[j][i] = (A[i][j] - jStat5.sum(parts)) / T[i][i];
              });
            });
            return T;
          },
          gauss_jacobi: function gauss_jacobi(a, b, x, r) {
            var i = 0;
            var j = 0;
            var n = a.length;
            var l = [];
            var u = [];
            var d = [];
            var xv, c, h, xk;
            for (; i < n; i++) {
              l[i] = [];
              u[i] = [];
              d[i] = [];
              for (j = 0; j < n; j++) {
                if (i > j) {
                  l[i][j] = a[i][j];
                  u[i][j] = d[i][j] = 0;
                } else if (i < j) {
                  u[i][j] = a[i][j];
                  l[i][j] = d[i][j] = 0;
                } else {
                  d[i][j] = a[i][j];
                  l[i][j] = u[i][j] = 0;
                }
              }
            }
            h = jStat5.multiply(jStat5.multiply(jStat5.inv(d), jStat5.add(l, u)), -1);
            c = jStat5.multiply(jStat5.inv(d), b);
            xv = x;
            xk = jStat5.add(jStat5.multiply(h, x), c);
            i = 2;
            while (Math2.abs(jStat5.norm(jStat5.subtract(xk, xv))) > r) {
              xv = xk;
              xk = jStat5.add(jStat5.multiply(h, xv), c);
              i++;
            }
            return xk;
          },
          gauss_seidel: function gauss_seidel(a, b, x, r) {
            var i = 0;
            var n = a.length;
            var l = [];
            var u = [];
            var d = [];
            var j, xv, c, h, xk;
            for (; i < n; i++) {
              l[i] = [];
              u[i] = [];
              d[i] = [];
              for (j = 0; j < n; j++) {
                if (i > j) {
                  l[i][j] = a[i][j];
                  u[i][j] = d[i][j] = 0;
                } else if (i < j) {
                  u[i][j] = a[i][j];
                  l[i][j] = d[i][j] = 0;
                } else {
                  d[i][j] = a[i][j];
                  l[i][j] = u[i][j] = 0;
                }
              }
            }
            h = jStat5.multiply(jStat5.multiply(jStat5.inv(jStat5.add(d, l)), u), -1);
            c = jStat5.multiply(jStat5.inv(jStat5.add(d, l)), b);
            xv = x;
            xk = jStat5.add(jStat5.multiply(h, x), c);
            i = 2;
            while (Math2.abs(jStat5.norm(jStat5.subtract(xk, xv))) > r) {
              xv = xk;
              xk = jStat5.add(jStat5.multiply(h, xv), c);
              i = i + 1;
            }
            return xk;
          },
          SOR: function SOR(a, b, x, r, w) {
            var i = 0;
            var n = a.length;
            var l = [];
            var u = [];
            var d = [];
            var j, xv, c, h, xk;
            for (; i < n; i++) {
              l[i] = [];
              u[i] = [];
              d[i] = [];
              for (j = 0; j < n; j++) {
                if (i > j) {
                  l[i][j] = a[i][j];
                  u[i][j] = d[i][j] = 0;
                } else if (i < j) {
                  u[i][j] = a[i][j];
                  l[i][j] = d[i][j] = 0;
                } else {
                  d[i][j] = a[i][j];
                  l[i][j] = u[i][j] = 0;
                }
              }
            }
            h = jStat5.multiply(
              jStat5.inv(jStat5.add(d, jStat5.multiply(l, w))),
              jStat5.subtract(
                jStat5.multiply(d, 1 - w),
                jStat5.multiply(u, w)
              )
            );
            c = jStat5.multiply(jStat5.multiply(jStat5.inv(jStat5.add(
              d,
              jStat5.multiply(l, w)
            )), b), w);
            xv = x;
            xk = jStat5.add(jStat5.multiply(h, x), c);
            i = 2;
            while (Math2.abs(jStat5.norm(jStat5.subtract(xk, xv))) > r) {
              xv = xk;
              xk = jStat5.add(jStat5.multiply(h, xv), c);
              i++;
            }
            return xk;
          },
          householder: function householder(a) {
            var m = a.length;
            var n = a[0].length;
            var i = 0;
            var w = [];
            var p = [];
            var alpha, r, k, j, factor;
            for (; i < m - 1; i++) {
              alpha = 0;
              for (j = i + 1; j < n; j++)
                alpha += a[j][i] * a[j][i];
              factor = a[i + 1][i] > 0 ? -1 : 1;
              alpha = factor * Math2.sqrt(alpha);
              r = Math2.sqrt((alpha * alpha - a[i + 1][i] * alpha) / 2);
              w = jStat5.zeros(m, 1);
              w[i + 1][0] = (a[i + 1][i] - alpha) / (2 * r);
              for (k = i + 2; k < m; k++) w[k][0] = a[k][i] / (2 * r);
              p = jStat5.subtract(
                jStat5.identity(m, n),
                jStat5.multiply(jStat5.multiply(w, jStat5.transpose(w)), 2)
              );
              a = jStat5.multiply(p, jStat5.multiply(a, p));
            }
            return a;
          },
          // A -> [Q,R]
          // Q is orthogonal matrix
          // R is upper triangular
          QR: (function() {
            var sum = jStat5.sum;
            var range2 = jStat5.arange;
            function qr2(x) {
              var n = x.length;
              var p = x[0].length;
              var r = jStat5.zeros(p, p);
              x = jStat5.copy(x);
              var i, j, k;
              for (j = 0; j < p; j++) {
                r[j][j] = Math2.sqrt(sum(range2(n).map(function(i2) {
                  return x[i2][j] * x[i2][j];
                })));
                for (i = 0; i < n; i++) {
                  x[i][j] = x[i][j] / r[j][j];
                }
                for (k = j + 1; k < p; k++) {
                  r[j][k] = sum(range2(n).map(function(i2) {
                    return x[i2][j] * x[i2][k];
                  }));
                  for (i = 0; i < n; i++) {
                    x[i][k] = x[i][k] - x[i][j] * r[j][k];
                  }
                }
              }
              return [x, r];
            }
            return qr2;
          })(),
          lstsq: /* @__PURE__ */ (function() {
            function R_I(A) {
              A = jStat5.copy(A);
              var size = A.length;
              var I = jStat5.identity(size);
              jStat5.arange(size - 1, -1, -1).forEach(function(i) {
                jStat5.sliceAssign(
                  I,
                  { row: i },
                  jStat5.divide(jStat5.slice(I, { row: i }), A[i][i])
                );
                jStat5.sliceAssign(
                  A,
                  { row: i },
                  jStat5.divide(jStat5.slice(A, { row: i }), A[i][i])
                );
                jStat5.arange(i).forEach(function(j) {
                  var c = jStat5.multiply(A[j][i], -1);
                  var Aj = jStat5.slice(A, { row: j });
                  var cAi = jStat5.multiply(jStat5.slice(A, { row: i }), c);
                  jStat5.sliceAssign(A, { row: j }, jStat5.add(Aj, cAi));
                  var Ij = jStat5.slice(I, { row: j });
                  var cIi = jStat5.multiply(jStat5.slice(I, { row: i }), c);
                  jStat5.sliceAssign(I, { row: j }, jStat5.add(Ij, cIi));
                });
              });
              return I;
            }
            function qr_solve(A, b) {
              var array_mode = false;
              if (b[0].length === void 0) {
                b = b.map(function(x2) {
                  return [x2];
                });
                array_mode = true;
              }
              var QR = jStat5.QR(A);
              var Q = QR[0];
              var R = QR[1];
              var attrs = A[0].length;
              var Q1 = jStat5.slice(Q, { col: { end: attrs } });
              var R1 = jStat5.slice(R, { row: { end: attrs } });
              var RI = R_I(R1);
              var Q2 = jStat5.transpose(Q1);
              if (Q2[0].length === void 0) {
                Q2 = [Q2];
              }
              var x = jStat5.multiply(jStat5.multiply(RI, Q2), b);
              if (x.length === void 0) {
                x = [[x]];
              }
              if (array_mode)
                return x.map(function(i) {
                  return i[0];
                });
              return x;
            }
            return qr_solve;
          })(),
          jacobi: function jacobi(a) {
            var condition = 1;
            var n = a.length;
            var e = jStat5.identity(n, n);
            var ev = [];
            var b, i, j, p, q, maxim, theta, s;
            while (condition === 1) {
              maxim = a[0][1];
              p = 0;
              q = 1;
              for (i = 0; i < n; i++) {
                for (j = 0; j < n; j++) {
                  if (i != j) {
                    if (maxim < Math2.abs(a[i][j])) {
                      maxim = Math2.abs(a[i][j]);
                      p = i;
                      q = j;
                    }
                  }
                }
              }
              if (a[p][p] === a[q][q])
                theta = a[p][q] > 0 ? Math2.PI / 4 : -Math2.PI / 4;
              else
                theta = Math2.atan(2 * a[p][q] / (a[p][p] - a[q][q])) / 2;
              s = jStat5.identity(n, n);
              s[p][p] = Math2.cos(theta);
              s[p][q] = -Math2.sin(theta);
              s[q][p] = Math2.sin(theta);
              s[q][q] = Math2.cos(theta);
              e = jStat5.multiply(e, s);
              b = jStat5.multiply(jStat5.multiply(jStat5.inv(s), a), s);
              a = b;
              condition = 0;
              for (i = 1; i < n; i++) {
                for (j = 1; j < n; j++) {
                  if (i != j && Math2.abs(a[i][j]) > 1e-3) {
                    condition = 1;
                  }
                }
              }
            }
            for (i = 0; i < n; i++) ev.push(a[i][i]);
            return [e, ev];
          },
          rungekutta: function rungekutta(f, h, p, t_j, u_j, order) {
            var k1, k2, u_j1, k3, k4;
            if (order === 2) {
              while (t_j <= p) {
                k1 = h * f(t_j, u_j);
                k2 = h * f(t_j + h, u_j + k1);
                u_j1 = u_j + (k1 + k2) / 2;
                u_j = u_j1;
                t_j = t_j + h;
              }
            }
            if (order === 4) {
              while (t_j <= p) {
                k1 = h * f(t_j, u_j);
                k2 = h * f(t_j + h / 2, u_j + k1 / 2);
                k3 = h * f(t_j + h / 2, u_j + k2 / 2);
                k4 = h * f(t_j + h, u_j + k3);
                u_j1 = u_j + (k1 + 2 * k2 + 2 * k3 + k4) / 6;
                u_j = u_j1;
                t_j = t_j + h;
              }
            }
            return u_j;
          },
          romberg: function romberg(f, a, b, order) {
            var i = 0;
            var h = (b - a) / 2;
            var x = [];
            var h1 = [];
            var g = [];
            var m, a1, j, k, I;
            while (i < order / 2) {
              I = f(a);
              for (j = a, k = 0; j <= b; j = j + h, k++) x[k] = j;
              m = x.length;
              for (j = 1; j < m - 1; j++) {
                I += (j % 2 !== 0 ? 4 : 2) * f(x[j]);
              }
              I = h / 3 * (I + f(b));
              g[i] = I;
              h /= 2;
              i++;
            }
            a1 = g.length;
            m = 1;
            while (a1 !== 1) {
              for (j = 0; j < a1 - 1; j++)
                h1[j] = (Math2.pow(4, m) * g[j + 1] - g[j]) / (Math2.pow(4, m) - 1);
              a1 = h1.length;
              g = h1;
              h1 = [];
              m++;
            }
            return g;
          },
          richardson: function richardson(X, f, x, h) {
            function pos(X2, x2) {
              var i2 = 0;
              var n = X2.length;
              var p;
              for (; i2 < n; i2++)
                if (X2[i2] === x2) p = i2;
              return p;
            }
            var h_min = Math2.abs(x - X[pos(X, x) + 1]);
            var i = 0;
            var g = [];
            var h1 = [];
            var y1, y2, m, a, j;
            while (h >= h_min) {
              y1 = pos(X, x + h);
              y2 = pos(X, x);
              g[i] = (f[y1] - 2 * f[y2] + f[2 * y2 - y1]) / (h * h);
              h /= 2;
              i++;
            }
            a = g.length;
            m = 1;
            while (a != 1) {
              for (j = 0; j < a - 1; j++)
                h1[j] = (Math2.pow(4, m) * g[j + 1] - g[j]) / (Math2.pow(4, m) - 1);
              a = h1.length;
              g = h1;
              h1 = [];
              m++;
            }
            return g;
          },
          simpson: function simpson(f, a, b, n) {
            var h = (b - a) / n;
            var I = f(a);
            var x = [];
            var j = a;
            var k = 0;
            var i = 1;
            var m;
            for (; j <= b; j = j + h, k++)
              x[k] = j;
            m = x.length;
            for (; i < m - 1; i++) {
              I += (i % 2 !== 0 ? 4 : 2) * f(x[i]);
            }
            return h / 3 * (I + f(b));
          },
          hermite: function hermite(X, F, dF, value) {
            var n = X.length;
            var p = 0;
            var i = 0;
            var l = [];
            var dl = [];
            var A = [];
            var B = [];
            var j;
            for (; i < n; i++) {
              l[i] = 1;
              for (j = 0; j < n; j++) {
                if (i != j) l[i] *= (value - X[j]) / (X[i] - X[j]);
              }
              dl[i] = 0;
              for (j = 0; j < n; j++) {
                if (i != j) dl[i] += 1 / (X[i] - X[j]);
              }
              A[i] = (1 - 2 * (value - X[i]) * dl[i]) * (l[i] * l[i]);
              B[i] = (value - X[i]) * (l[i] * l[i]);
              p += A[i] * F[i] + B[i] * dF[i];
            }
            return p;
          },
          lagrange: function lagrange(X, F, value) {
            var p = 0;
            var i = 0;
            var j, l;
            var n = X.length;
            for (; i < n; i++) {
              l = F[i];
              for (j = 0; j < n; j++) {
                if (i != j) l *= (value - X[j]) / (X[i] - X[j]);
              }
              p += l;
            }
            return p;
          },
          cubic_spline: function cubic_spline(X, F, value) {
            var n = X.length;
            var i = 0, j;
            var A = [];
            var B = [];
            var alpha = [];
            var c = [];
            var h = [];
            var b = [];
            var d = [];
            for (; i < n - 1; i++)
              h[i] = X[i + 1] - X[i];
            alpha[0] = 0;
            for (i = 1; i < n - 1; i++) {
              alpha[i] = 3 / h[i] * (F[i + 1] - F[i]) - 3 / h[i - 1] * (F[i] - F[i - 1]);
            }
            for (i = 1; i < n - 1; i++) {
              A[i] = [];
              B[i] = [];
              A[i][i - 1] = h[i - 1];
              A[i][i] = 2 * (h[i - 1] + h[i]);
              A[i][i + 1] = h[i];
              B[i][0] = alpha[i];
            }
            c = jStat5.multiply(jStat5.inv(A), B);
            for (j = 0; j < n - 1; j++) {
              b[j] = (F[j + 1] - F[j]) / h[j] - h[j] * (c[j + 1][0] + 2 * c[j][0]) / 3;
              d[j] = (c[j + 1][0] - c[j][0]) / (3 * h[j]);
            }
            for (j = 0; j < n; j++) {
              if (X[j] > value) break;
            }
            j -= 1;
            return F[j] + (value - X[j]) * b[j] + jStat5.sq(value - X[j]) * c[j] + (value - X[j]) * jStat5.sq(value - X[j]) * d[j];
          },
          gauss_quadrature: function gauss_quadrature() {
            throw new Error("gauss_quadrature not yet implemented");
          },
          PCA: function PCA(X) {
            var m = X.length;
            var n = X[0].length;
            var i = 0;
            var j, temp1;
            var u = [];
            var D = [];
            var result = [];
            var temp2 = [];
            var Y = [];
            var Bt = [];
            var B = [];
            var C = [];
            var V = [];
            var Vt = [];
            for (i = 0; i < m; i++) {
              u[i] = jStat5.sum(X[i]) / n;
            }
            for (i = 0; i < n; i++) {
              B[i] = [];
              for (j = 0; j < m; j++) {
                B[i][j] = X[j][i] - u[j];
              }
            }
            B = jStat5.transpose(B);
            for (i = 0; i < m; i++) {
              C[i] = [];
              for (j = 0; j < m; j++) {
                C[i][j] = jStat5.dot([B[i]], [B[j]]) / (n - 1);
              }
            }
            result = jStat5.jacobi(C);
            V = result[0];
            D = result[1];
            Vt = jStat5.transpose(V);
            for (i = 0; i < D.length; i++) {
              for (j = i; j < D.length; j++) {
                if (D[i] < D[j]) {
                  temp1 = D[i];
                  D[i] = D[j];
                  D[j] = temp1;
                  temp2 = Vt[i];
                  Vt[i] = Vt[j];
                  Vt[j] = temp2;
                }
              }
            }
            Bt = jStat5.transpose(B);
            for (i = 0; i < m; i++) {
              Y[i] = [];
              for (j = 0; j < Bt.length; j++) {
                Y[i][j] = jStat5.dot([Vt[i]], [Bt[j]]);
              }
            }
            return [X, D, Vt, Y];
          }
        });
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jStat5.fn[passfunc] = function(arg, func) {
              var tmpthis = this;
              if (func) {
                setTimeout(function() {
                  func.call(tmpthis, jStat5.fn[passfunc].call(tmpthis, arg));
                }, 15);
                return this;
              }
              if (typeof jStat5[passfunc](this, arg) === "number")
                return jStat5[passfunc](this, arg);
              else
                return jStat5(jStat5[passfunc](this, arg));
            };
          })(funcs[i]);
        })("add divide multiply subtract dot pow exp log abs norm angle".split(" "));
      })(jStat4, Math);
      (function(jStat5, Math2) {
        var slice = [].slice;
        var isNumber = jStat5.utils.isNumber;
        var isArray = jStat5.utils.isArray;
        jStat5.extend({
          // 2 different parameter lists:
          // (value, mean, sd)
          // (value, array, flag)
          zscore: function zscore() {
            var args = slice.call(arguments);
            if (isNumber(args[1])) {
              return (args[0] - args[1]) / args[2];
            }
            return (args[0] - jStat5.mean(args[1])) / jStat5.stdev(args[1], args[2]);
          },
          // 3 different paramter lists:
          // (value, mean, sd, sides)
          // (zscore, sides)
          // (value, array, sides, flag)
          ztest: function ztest() {
            var args = slice.call(arguments);
            var z;
            if (isArray(args[1])) {
              z = jStat5.zscore(args[0], args[1], args[3]);
              return args[2] === 1 ? jStat5.normal.cdf(-Math2.abs(z), 0, 1) : jStat5.normal.cdf(-Math2.abs(z), 0, 1) * 2;
            } else {
              if (args.length > 2) {
                z = jStat5.zscore(args[0], args[1], args[2]);
                return args[3] === 1 ? jStat5.normal.cdf(-Math2.abs(z), 0, 1) : jStat5.normal.cdf(-Math2.abs(z), 0, 1) * 2;
              } else {
                z = args[0];
                return args[1] === 1 ? jStat5.normal.cdf(-Math2.abs(z), 0, 1) : jStat5.normal.cdf(-Math2.abs(z), 0, 1) * 2;
              }
            }
          }
        });
        jStat5.extend(jStat5.fn, {
          zscore: function zscore(value, flag) {
            return (value - this.mean()) / this.stdev(flag);
          },
          ztest: function ztest(value, sides, flag) {
            var zscore = Math2.abs(this.zscore(value, flag));
            return sides === 1 ? jStat5.normal.cdf(-zscore, 0, 1) : jStat5.normal.cdf(-zscore, 0, 1) * 2;
          }
        });
        jStat5.extend({
          // 2 parameter lists
          // (value, mean, sd, n)
          // (value, array)
          tscore: function tscore() {
            var args = slice.call(arguments);
            return args.length === 4 ? (args[0] - args[1]) / (args[2] / Math2.sqrt(args[3])) : (args[0] - jStat5.mean(args[1])) / (jStat5.stdev(args[1], true) / Math2.sqrt(args[1].length));
          },
          // 3 different paramter lists:
          // (value, mean, sd, n, sides)
          // (tscore, n, sides)
          // (value, array, sides)
          ttest: function ttest() {
            var args = slice.call(arguments);
            var tscore;
            if (args.length === 5) {
              tscore = Math2.abs(jStat5.tscore(args[0], args[1], args[2], args[3]));
              return args[4] === 1 ? jStat5.studentt.cdf(-tscore, args[3] - 1) : jStat5.studentt.cdf(-tscore, args[3] - 1) * 2;
            }
            if (isNumber(args[1])) {
              tscore = Math2.abs(args[0]);
              return args[2] == 1 ? jStat5.studentt.cdf(-tscore, args[1] - 1) : jStat5.studentt.cdf(-tscore, args[1] - 1) * 2;
            }
            tscore = Math2.abs(jStat5.tscore(args[0], args[1]));
            return args[2] == 1 ? jStat5.studentt.cdf(-tscore, args[1].length - 1) : jStat5.studentt.cdf(-tscore, args[1].length - 1) * 2;
          }
        });
        jStat5.extend(jStat5.fn, {
          tscore: function tscore(value) {
            return (value - this.mean()) / (this.stdev(true) / Math2.sqrt(this.cols()));
          },
          ttest: function ttest(value, sides) {
            return sides === 1 ? 1 - jStat5.studentt.cdf(Math2.abs(this.tscore(value)), this.cols() - 1) : jStat5.studentt.cdf(-Math2.abs(this.tscore(value)), this.cols() - 1) * 2;
          }
        });
        jStat5.extend({
          // Paramter list is as follows:
          // (array1, array2, array3, ...)
          // or it is an array of arrays
          // array of arrays conversion
          anovafscore: function anovafscore() {
            var args = slice.call(arguments), expVar, sample, sampMean, sampSampMean, tmpargs, unexpVar, i, j;
            if (args.length === 1) {
              tmpargs = new Array(args[0].length);
              for (i = 0; i < args[0].length; i++) {
                tmpargs[i] = args[0][i];
              }
              args = tmpargs;
            }
            sample = new Array();
            for (i = 0; i < args.length; i++) {
              sample = sample.concat(args[i]);
            }
            sampMean = jStat5.mean(sample);
            expVar = 0;
            for (i = 0; i < args.length; i++) {
              expVar = expVar + args[i].length * Math2.pow(jStat5.mean(args[i]) - sampMean, 2);
            }
            expVar /= args.length - 1;
            unexpVar = 0;
            for (i = 0; i < args.length; i++) {
              sampSampMean = jStat5.mean(args[i]);
              for (j = 0; j < args[i].length; j++) {
                unexpVar += Math2.pow(args[i][j] - sampSampMean, 2);
              }
            }
            unexpVar /= sample.length - args.length;
            return expVar / unexpVar;
          },
          // 2 different paramter setups
          // (array1, array2, array3, ...)
          // (anovafscore, df1, df2)
          anovaftest: function anovaftest() {
            var args = slice.call(arguments), df1, df2, n, i;
            if (isNumber(args[0])) {
              return 1 - jStat5.centralF.cdf(args[0], args[1], args[2]);
            }
            var anovafscore = jStat5.anovafscore(args);
            df1 = args.length - 1;
            n = 0;
            for (i = 0; i < args.length; i++) {
              n = n + args[i].length;
            }
            df2 = n - df1 - 1;
            return 1 - jStat5.centralF.cdf(anovafscore, df1, df2);
          },
          ftest: function ftest(fscore, df1, df2) {
            return 1 - jStat5.centralF.cdf(fscore, df1, df2);
          }
        });
        jStat5.extend(jStat5.fn, {
          anovafscore: function anovafscore() {
            return jStat5.anovafscore(this.toArray());
          },
          anovaftes: function anovaftes() {
            var n = 0;
            var i;
            for (i = 0; i < this.length; i++) {
              n = n + this[i].length;
            }
            return jStat5.ftest(this.anovafscore(), this.length - 1, n - this.length);
          }
        });
        jStat5.extend({
          // 2 parameter lists
          // (mean1, mean2, n1, n2, sd)
          // (array1, array2, sd)
          qscore: function qscore() {
            var args = slice.call(arguments);
            var mean1, mean2, n1, n2, sd;
            if (isNumber(args[0])) {
              mean1 = args[0];
              mean2 = args[1];
              n1 = args[2];
              n2 = args[3];
              sd = args[4];
            } else {
              mean1 = jStat5.mean(args[0]);
              mean2 = jStat5.mean(args[1]);
              n1 = args[0].length;
              n2 = args[1].length;
              sd = args[2];
            }
            return Math2.abs(mean1 - mean2) / (sd * Math2.sqrt((1 / n1 + 1 / n2) / 2));
          },
          // 3 different parameter lists:
          // (qscore, n, k)
          // (mean1, mean2, n1, n2, sd, n, k)
          // (array1, array2, sd, n, k)
          qtest: function qtest() {
            var args = slice.call(arguments);
            var qscore;
            if (args.length === 3) {
              qscore = args[0];
              args = args.slice(1);
            } else if (args.length === 7) {
              qscore = jStat5.qscore(args[0], args[1], args[2], args[3], args[4]);
              args = args.slice(5);
            } else {
              qscore = jStat5.qscore(args[0], args[1], args[2]);
              args = args.slice(3);
            }
            var n = args[0];
            var k = args[1];
            return 1 - jStat5.tukey.cdf(qscore, k, n - k);
          },
          tukeyhsd: function tukeyhsd(arrays) {
            var sd = jStat5.pooledstdev(arrays);
            var means = arrays.map(function(arr) {
              return jStat5.mean(arr);
            });
            var n = arrays.reduce(function(n2, arr) {
              return n2 + arr.length;
            }, 0);
            var results = [];
            for (var i = 0; i < arrays.length; ++i) {
              for (var j = i + 1; j < arrays.length; ++j) {
                var p = jStat5.qtest(means[i], means[j], arrays[i].length, arrays[j].length, sd, n, arrays.length);
                results.push([[i, j], p]);
              }
            }
            return results;
          }
        });
        jStat5.extend({
          // 2 different parameter setups
          // (value, alpha, sd, n)
          // (value, alpha, array)
          normalci: function normalci() {
            var args = slice.call(arguments), ans = new Array(2), change;
            if (args.length === 4) {
              change = Math2.abs(jStat5.normal.inv(args[1] / 2, 0, 1) * args[2] / Math2.sqrt(args[3]));
            } else {
              change = Math2.abs(jStat5.normal.inv(args[1] / 2, 0, 1) * jStat5.stdev(args[2]) / Math2.sqrt(args[2].length));
            }
            ans[0] = args[0] - change;
            ans[1] = args[0] + change;
            return ans;
          },
          // 2 different parameter setups
          // (value, alpha, sd, n)
          // (value, alpha, array)
          tci: function tci() {
            var args = slice.call(arguments), ans = new Array(2), change;
            if (args.length === 4) {
              change = Math2.abs(jStat5.studentt.inv(args[1] / 2, args[3] - 1) * args[2] / Math2.sqrt(args[3]));
            } else {
              change = Math2.abs(jStat5.studentt.inv(args[1] / 2, args[2].length - 1) * jStat5.stdev(args[2], true) / Math2.sqrt(args[2].length));
            }
            ans[0] = args[0] - change;
            ans[1] = args[0] + change;
            return ans;
          },
          significant: function significant(pvalue, alpha) {
            return pvalue < alpha;
          }
        });
        jStat5.extend(jStat5.fn, {
          normalci: function normalci(value, alpha) {
            return jStat5.normalci(value, alpha, this.toArray());
          },
          tci: function tci(value, alpha) {
            return jStat5.tci(value, alpha, this.toArray());
          }
        });
        function differenceOfProportions(p1, n1, p2, n2) {
          if (p1 > 1 || p2 > 1 || p1 <= 0 || p2 <= 0) {
            throw new Error("Proportions should be greater than 0 and less than 1");
          }
          var pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
          var se = Math2.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
          return (p1 - p2) / se;
        }
        jStat5.extend(jStat5.fn, {
          oneSidedDifferenceOfProportions: function oneSidedDifferenceOfProportions(p1, n1, p2, n2) {
            var z = differenceOfProportions(p1, n1, p2, n2);
            return jStat5.ztest(z, 1);
          },
          twoSidedDifferenceOfProportions: function twoSidedDifferenceOfProportions(p1, n1, p2, n2) {
            var z = differenceOfProportions(p1, n1, p2, n2);
            return jStat5.ztest(z, 2);
          }
        });
      })(jStat4, Math);
      jStat4.models = /* @__PURE__ */ (function() {
        function sub_regress(exog) {
          var var_count = exog[0].length;
          var modelList = jStat4.arange(var_count).map(function(endog_index) {
            var exog_index = jStat4.arange(var_count).filter(function(i) {
              return i !== endog_index;
            });
            return ols(
              jStat4.col(exog, endog_index).map(function(x) {
                return x[0];
              }),
              jStat4.col(exog, exog_index)
            );
          });
          return modelList;
        }
        function ols(endog, exog) {
          var nobs = endog.length;
          var df_model = exog[0].length - 1;
          var df_resid = nobs - df_model - 1;
          var coef = jStat4.lstsq(exog, endog);
          var predict = jStat4.multiply(exog, coef.map(function(x) {
            return [x];
          })).map(function(p) {
            return p[0];
          });
          var resid = jStat4.subtract(endog, predict);
          var ybar = jStat4.mean(endog);
          var SSE = jStat4.sum(predict.map(function(f) {
            return Math.pow(f - ybar, 2);
          }));
          var SSR = jStat4.sum(endog.map(function(y, i) {
            return Math.pow(y - predict[i], 2);
          }));
          var SST = SSE + SSR;
          var R2 = SSE / SST;
          return {
            exog,
            endog,
            nobs,
            df_model,
            df_resid,
            coef,
            predict,
            resid,
            ybar,
            SST,
            SSE,
            SSR,
            R2
          };
        }
        function t_test(model) {
          var subModelList = sub_regress(model.exog);
          var sigmaHat = Math.sqrt(model.SSR / model.df_resid);
          var seBetaHat = subModelList.map(function(mod) {
            var SST = mod.SST;
            var R2 = mod.R2;
            return sigmaHat / Math.sqrt(SST * (1 - R2));
          });
          var tStatistic = model.coef.map(function(coef, i) {
            return (coef - 0) / seBetaHat[i];
          });
          var pValue = tStatistic.map(function(t) {
            var leftppf = jStat4.studentt.cdf(t, model.df_resid);
            return (leftppf > 0.5 ? 1 - leftppf : leftppf) * 2;
          });
          var c = jStat4.studentt.inv(0.975, model.df_resid);
          var interval95 = model.coef.map(function(coef, i) {
            var d = c * seBetaHat[i];
            return [coef - d, coef + d];
          });
          return {
            se: seBetaHat,
            t: tStatistic,
            p: pValue,
            sigmaHat,
            interval95
          };
        }
        function F_test(model) {
          var F_statistic = model.R2 / model.df_model / ((1 - model.R2) / model.df_resid);
          var fcdf = function(x, n1, n2) {
            return jStat4.beta.cdf(x / (n2 / n1 + x), n1 / 2, n2 / 2);
          };
          var pvalue = 1 - fcdf(F_statistic, model.df_model, model.df_resid);
          return { F_statistic, pvalue };
        }
        function ols_wrap(endog, exog) {
          var model = ols(endog, exog);
          var ttest = t_test(model);
          var ftest = F_test(model);
          var adjust_R2 = 1 - (1 - model.R2) * ((model.nobs - 1) / model.df_resid);
          model.t = ttest;
          model.f = ftest;
          model.adjust_R2 = adjust_R2;
          return model;
        }
        return { ols: ols_wrap };
      })();
      jStat4.extend({
        buildxmatrix: function buildxmatrix() {
          var matrixRows = new Array(arguments.length);
          for (var i = 0; i < arguments.length; i++) {
            var array = [1];
            matrixRows[i] = array.concat(arguments[i]);
          }
          return jStat4(matrixRows);
        },
        builddxmatrix: function builddxmatrix() {
          var matrixRows = new Array(arguments[0].length);
          for (var i = 0; i < arguments[0].length; i++) {
            var array = [1];
            matrixRows[i] = array.concat(arguments[0][i]);
          }
          return jStat4(matrixRows);
        },
        buildjxmatrix: function buildjxmatrix(jMat) {
          var pass = new Array(jMat.length);
          for (var i = 0; i < jMat.length; i++) {
            pass[i] = jMat[i];
          }
          return jStat4.builddxmatrix(pass);
        },
        buildymatrix: function buildymatrix(array) {
          return jStat4(array).transpose();
        },
        buildjymatrix: function buildjymatrix(jMat) {
          return jMat.transpose();
        },
        matrixmult: function matrixmult(A, B) {
          var i, j, k, result, sum;
          if (A.cols() == B.rows()) {
            if (B.rows() > 1) {
              result = [];
              for (i = 0; i < A.rows(); i++) {
                result[i] = [];
                for (j = 0; j < B.cols(); j++) {
                  sum = 0;
                  for (k = 0; k < A.cols(); k++) {
                    sum += A.toArray()[i][k] * B.toArray()[k][j];
                  }
                  result[i][j] = sum;
                }
              }
              return jStat4(result);
            }
            result = [];
            for (i = 0; i < A.rows(); i++) {
              result[i] = [];
              for (j = 0; j < B.cols(); j++) {
                sum = 0;
                for (k = 0; k < A.cols(); k++) {
                  sum += A.toArray()[i][k] * B.toArray()[j];
                }
                result[i][j] = sum;
              }
            }
            return jStat4(result);
          }
        },
        //regress and regresst to be fixed
        regress: function regress(jMatX, jMatY) {
          var innerinv = jStat4.xtranspxinv(jMatX);
          var xtransp = jMatX.transpose();
          var next = jStat4.matrixmult(jStat4(innerinv), xtransp);
          return jStat4.matrixmult(next, jMatY);
        },
        regresst: function regresst(jMatX, jMatY, sides) {
          var beta = jStat4.regress(jMatX, jMatY);
          var compile = {};
          compile.anova = {};
          var jMatYBar = jStat4.jMatYBar(jMatX, beta);
          compile.yBar = jMatYBar;
          var yAverage = jMatY.mean();
          compile.anova.residuals = jStat4.residuals(jMatY, jMatYBar);
          compile.anova.ssr = jStat4.ssr(jMatYBar, yAverage);
          compile.anova.msr = compile.anova.ssr / (jMatX[0].length - 1);
          compile.anova.sse = jStat4.sse(jMatY, jMatYBar);
          compile.anova.mse = compile.anova.sse / (jMatY.length - (jMatX[0].length - 1) - 1);
          compile.anova.sst = jStat4.sst(jMatY, yAverage);
          compile.anova.mst = compile.anova.sst / (jMatY.length - 1);
          compile.anova.r2 = 1 - compile.anova.sse / compile.anova.sst;
          if (compile.anova.r2 < 0) compile.anova.r2 = 0;
          compile.anova.fratio = compile.anova.msr / compile.anova.mse;
          compile.anova.pvalue = jStat4.anovaftest(
            compile.anova.fratio,
            jMatX[0].length - 1,
            jMatY.length - (jMatX[0].length - 1) - 1
          );
          compile.anova.rmse = Math.sqrt(compile.anova.mse);
          compile.anova.r2adj = 1 - compile.anova.mse / compile.anova.mst;
          if (compile.anova.r2adj < 0) compile.anova.r2adj = 0;
          compile.stats = new Array(jMatX[0].length);
          var covar = jStat4.xtranspxinv(jMatX);
          var sds, ts, ps;
          for (var i = 0; i < beta.length; i++) {
            sds = Math.sqrt(compile.anova.mse * Math.abs(covar[i][i]));
            ts = Math.abs(beta[i] / sds);
            ps = jStat4.ttest(ts, jMatY.length - jMatX[0].length - 1, sides);
            compile.stats[i] = [beta[i], sds, ts, ps];
          }
          compile.regress = beta;
          return compile;
        },
        xtranspx: function xtranspx(jMatX) {
          return jStat4.matrixmult(jMatX.transpose(), jMatX);
        },
        xtranspxinv: function xtranspxinv(jMatX) {
          var inner = jStat4.matrixmult(jMatX.transpose(), jMatX);
          var innerinv = jStat4.inv(inner);
          return innerinv;
        },
        jMatYBar: function jMatYBar(jMatX, beta) {
          var yBar = jStat4.matrixmult(jMatX, beta);
          return new jStat4(yBar);
        },
        residuals: function residuals(jMatY, jMatYBar) {
          return jStat4.matrixsubtract(jMatY, jMatYBar);
        },
        ssr: function ssr(jMatYBar, yAverage) {
          var ssr2 = 0;
          for (var i = 0; i < jMatYBar.length; i++) {
            ssr2 += Math.pow(jMatYBar[i] - yAverage, 2);
          }
          return ssr2;
        },
        sse: function sse(jMatY, jMatYBar) {
          var sse2 = 0;
          for (var i = 0; i < jMatY.length; i++) {
            sse2 += Math.pow(jMatY[i] - jMatYBar[i], 2);
          }
          return sse2;
        },
        sst: function sst(jMatY, yAverage) {
          var sst2 = 0;
          for (var i = 0; i < jMatY.length; i++) {
            sst2 += Math.pow(jMatY[i] - yAverage, 2);
          }
          return sst2;
        },
        matrixsubtract: function matrixsubtract(A, B) {
          var ans = new Array(A.length);
          for (var i = 0; i < A.length; i++) {
            ans[i] = new Array(A[i].length);
            for (var j = 0; j < A[i].length; j++) {
              ans[i][j] = A[i][j] - B[i][j];
            }
          }
          return jStat4(ans);
        }
      });
      jStat4.jStat = jStat4;
      return jStat4;
    });
  }
});

// src/stats/multiple.ts
function adjustPValues(p, method) {
  const m = p.length;
  if (method === "none" || m === 0) return [...p];
  const order = ascendingOrder(p);
  const adjusted = new Array(m);
  if (method === "holm") {
    let running = 0;
    order.forEach((idx, j) => {
      running = Math.max(running, (m - j) * p[idx]);
      adjusted[idx] = Math.min(1, running);
    });
  } else {
    let running = Infinity;
    for (let j = m - 1; j >= 0; j--) {
      const idx = order[j];
      running = Math.min(running, m * p[idx] / (j + 1));
      adjusted[idx] = Math.min(1, running);
    }
  }
  return adjusted;
}
function stepLevels(p, method, alpha) {
  const m = p.length;
  if (method === "none" || m === 0) return p.map(() => ({ level: alpha, stoppedAt: null }));
  const order = ascendingOrder(p);
  const levels = new Array(m);
  if (method === "holm") {
    let running = 0;
    let stoppedAt = null;
    order.forEach((idx, j) => {
      const level = alpha / (m - j);
      levels[idx] = { level, stoppedAt };
      running = Math.max(running, (m - j) * p[idx]);
      if (stoppedAt === null && !(Math.min(1, running) < alpha)) stoppedAt = level;
    });
    return levels;
  }
  let cut = 0;
  for (let j = m - 1; j >= 0; j--) {
    if (Math.min(1, m * p[order[j]] / (j + 1)) < alpha) {
      cut = j + 1;
      break;
    }
  }
  order.forEach((idx, j) => {
    levels[idx] = { level: alpha * Math.max(cut, j + 1) / m, stoppedAt: null };
  });
  return levels;
}
function perTestAlpha(alpha, m, method) {
  return method === "none" ? alpha : alpha / Math.max(1, m);
}
function ascendingOrder(p) {
  if (p.some((v) => Number.isNaN(v))) return p.map((_, i) => i).sort((a, b) => p[a] - p[b]);
  const indicesOf = /* @__PURE__ */ new Map();
  p.forEach((v, i) => {
    const list2 = indicesOf.get(v);
    if (list2) list2.push(i);
    else indicesOf.set(v, [i]);
  });
  const order = [];
  const values = Float64Array.from(p).sort();
  for (let j = 0; j < values.length; j++) {
    if (j > 0 && values[j] === values[j - 1]) continue;
    for (const i of indicesOf.get(values[j])) order.push(i);
  }
  return order;
}

// src/stats/paired.ts
var import_jstat2 = __toESM(require_jstat(), 1);

// src/stats/median.ts
var CONFIDENCE = 0.95;
function medianOfSorted(sorted) {
  const n = sorted.length;
  if (n === 0) throw new RangeError("median of an empty sample");
  const mid = n >> 1;
  return n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function medianCIOrder(n, confidence = CONFIDENCE) {
  let byN = ciOrders.get(confidence);
  if (!byN) ciOrders.set(confidence, byN = /* @__PURE__ */ new Map());
  let order = byN.get(n);
  if (!order) byN.set(n, order = Object.freeze(computeMedianCIOrder(n, confidence)));
  return { k: order.k, tail: order.tail };
}
var ciOrders = /* @__PURE__ */ new Map();
function computeMedianCIOrder(n, confidence) {
  const limit = (1 - confidence) / 2;
  let logPmf = -n * Math.LN2;
  let cdf = 0;
  let k = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0) logPmf += Math.log(n - i + 1) - Math.log(i);
    cdf += Math.exp(logPmf);
    if (cdf > limit) break;
    k = i + 1;
    tail = cdf;
  }
  return { k, tail };
}
function medianWithCI(sorted, confidence = CONFIDENCE) {
  const n = sorted.length;
  const median = medianOfSorted(sorted);
  const { k, tail } = medianCIOrder(n, confidence);
  if (k === 0) return { median, ci: null, k: 0, achievedConf: null };
  return { median, ci: [sorted[k - 1], sorted[n - k]], k, achievedConf: 1 - 2 * tail };
}

// src/stats/normal.ts
var import_jstat = __toESM(require_jstat(), 1);
var FAR_TAIL_Z = 5;
var CF_TERMS = 120;
var INV_SQRT_2PI = 1 / Math.sqrt(2 * Math.PI);
var Z95 = 1.959963984540054;
function normalLowerTail(z) {
  const a = Math.abs(z);
  if (a < FAR_TAIL_Z) return import_jstat.default.normal.cdf(-a, 0, 1);
  let f = a;
  for (let k = CF_TERMS; k >= 1; k--) f = a + k / f;
  return Math.exp(-0.5 * a * a) * INV_SQRT_2PI / f;
}
function twoSidedNormalP(z) {
  return Math.min(1, 2 * normalLowerTail(z));
}

// src/stats/sorted.ts
var INSERTION_MAX = 16;
function sortedCopy(values) {
  const out = new Float64Array(values);
  const n = out.length;
  if (n > INSERTION_MAX || !allNonZeroNumbers(out)) return out.sort();
  insertionSort(out, 0, n - 1);
  return out;
}
function insertionSort(v, lo, hi) {
  for (let i = lo + 1; i <= hi; i++) {
    const x = v[i];
    let j = i - 1;
    for (; j >= lo && v[j] > x; j--) v[j + 1] = v[j];
    v[j + 1] = x;
  }
}
function allNonZeroNumbers(values) {
  for (let i = 0; i < values.length; i++) if (!(values[i] < 0 || values[i] > 0)) return false;
  return true;
}
function selectInPlace(v, lo, hi, p) {
  while (hi - lo > INSERTION_MAX) {
    const mid = lo + hi >>> 1;
    if (v[mid] < v[lo]) swap(v, mid, lo);
    if (v[hi] < v[lo]) swap(v, hi, lo);
    if (v[hi] < v[mid]) swap(v, hi, mid);
    const pivot = v[mid];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (v[i] < pivot) i++;
      while (v[j] > pivot) j--;
      if (i <= j) swap(v, i++, j--);
    }
    if (p <= j) hi = j;
    else if (p >= i) lo = i;
    else return;
  }
  insertionSort(v, lo, hi);
}
function swap(v, i, j) {
  const t = v[i];
  v[i] = v[j];
  v[j] = t;
}

// src/stats/pairwise.ts
var SMALL = 256;
function makeRandom(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}
function kthPairwiseDifference(a, b, k) {
  const n1 = a.length;
  const n2 = b.length;
  if (!(k >= 1 && k <= n1 * n2) || !Number.isInteger(k)) throw new RangeError(`order ${k} out of 1\u2026${n1 * n2}`);
  const random = makeRandom(2654435769 ^ n1 * 31 + n2 ^ k);
  const lo = new Int32Array(n1);
  const hi = new Int32Array(n1).fill(n2);
  const less = new Int32Array(n1);
  const lessOrEqual = new Int32Array(n1);
  for (; ; ) {
    let candidates = 0;
    let below = 0;
    for (let i = 0; i < n1; i++) {
      candidates += hi[i] - lo[i];
      below += lo[i];
    }
    if (candidates <= SMALL) {
      const rest = new Float64Array(candidates);
      let at = 0;
      for (let i = 0; i < n1; i++) for (let j = lo[i]; j < hi[i]; j++) rest[at++] = b[j] - a[i];
      return rest.sort()[k - below - 1];
    }
    let r = Math.floor(random() * candidates);
    let pivot = NaN;
    for (let i = 0; i < n1; i++) {
      const width = hi[i] - lo[i];
      if (r < width) {
        pivot = b[lo[i] + r] - a[i];
        break;
      }
      r -= width;
    }
    let countLess = 0;
    let countLessOrEqual = 0;
    let jl = 0;
    let jle = 0;
    for (let i = 0; i < n1; i++) {
      while (jl < n2 && b[jl] - a[i] < pivot) jl++;
      while (jle < n2 && b[jle] - a[i] <= pivot) jle++;
      less[i] = jl;
      lessOrEqual[i] = jle;
      countLess += jl;
      countLessOrEqual += jle;
    }
    if (k > countLess && k <= countLessOrEqual) return pivot;
    if (k <= countLess) for (let i = 0; i < n1; i++) hi[i] = Math.min(hi[i], less[i]);
    else for (let i = 0; i < n1; i++) lo[i] = Math.max(lo[i], lessOrEqual[i]);
  }
}
var smallDifferences = new Float64Array(0);
function smallDifferencesOf(a, b) {
  const n1 = a.length;
  const n2 = b.length;
  if (smallDifferences.length !== n1 * n2) smallDifferences = new Float64Array(n1 * n2);
  const differences = smallDifferences;
  let at = 0;
  for (let i = 0; i < n1; i++) for (let j = 0; j < n2; j++) differences[at++] = b[j] - a[i];
  return differences;
}
var AscendingOrders = class {
  constructor(values) {
    this.values = values;
  }
  values;
  from = 0;
  /** The value of 1-based `order` (not below any order asked before). */
  at(order) {
    if (order > this.from) {
      selectInPlace(this.values, this.from, this.values.length - 1, order - 1);
      this.from = order;
    }
    return this.values[order - 1];
  }
};
function checkOrder(k, m) {
  if (!(k >= 1 && k <= m) || !Number.isInteger(k)) throw new RangeError(`order ${k} out of 1\u2026${m}`);
}
function pairwiseOrderStatistics(a, b, ks) {
  const m = a.length * b.length;
  if (m > SMALL) return ks.map((k) => kthPairwiseDifference(a, b, k));
  for (const k of ks) checkOrder(k, m);
  const differences = smallDifferencesOf(a, b);
  const orders = new AscendingOrders(differences);
  for (const k of [...ks].sort((x, y) => x - y)) orders.at(k);
  return ks.map((k) => differences[k - 1]);
}
function selectOrders(values, orders) {
  for (const k of orders) checkOrder(k, values.length);
  const select = new AscendingOrders(values);
  return orders.map((k) => select.at(k));
}
function pairwiseMedianAndInterval(a, b, k) {
  const m = a.length * b.length;
  if (m === 0) throw new RangeError("no pairwise differences of an empty sample");
  const [mid1, mid2] = m % 2 === 1 ? [(m + 1) / 2, (m + 1) / 2] : [m / 2, m / 2 + 1];
  if (m > SMALL || k > mid1) {
    const ks = k >= 1 ? [mid1, mid2, k, m + 1 - k] : [mid1, mid2];
    const [x12, x2, lo, hi] = pairwiseOrderStatistics(a, b, ks);
    return { median: mid2 === mid1 ? x12 : (x12 + x2) / 2, interval: k >= 1 ? [lo, hi] : null };
  }
  if (k >= 1) checkOrder(k, m);
  const orders = new AscendingOrders(smallDifferencesOf(a, b));
  const low = k >= 1 ? orders.at(k) : NaN;
  const x1 = orders.at(mid1);
  const median = mid2 === mid1 ? x1 : (x1 + orders.at(mid2)) / 2;
  return { median, interval: k >= 1 ? [low, orders.at(m + 1 - k)] : null };
}

// src/stats/signedrank.ts
var SIGNED_RANK_EXACT_MAX_N = 200;
function doubledAbsRanks(d) {
  const order = d.map((_, i) => i).sort((a, b) => Math.abs(d[a]) - Math.abs(d[b]));
  const ranks = new Int32Array(d.length);
  let tieTerm = 0;
  for (let pos = 0; pos < order.length; ) {
    const v = Math.abs(d[order[pos]]);
    let end = pos;
    while (end < order.length && Math.abs(d[order[end]]) === v) end++;
    const t = end - pos;
    const doubled = pos + 1 + end;
    for (let i = pos; i < end; i++) ranks[order[i]] = doubled;
    tieTerm += t * t * t - t;
    pos = end;
  }
  return { ranks, tieTerm };
}
function doubledDistribution(ranks) {
  let max = 0;
  for (let i = 0; i < ranks.length; i++) max += ranks[i];
  const counts = new Float64Array(max + 1);
  counts[0] = 1;
  let reach = 0;
  for (let i = 0; i < ranks.length; i++) {
    const r = ranks[i];
    for (let s = reach; s >= 0; s--) if (counts[s] !== 0) counts[s + r] += counts[s];
    reach += r;
  }
  const total = Math.pow(2, ranks.length);
  for (let s = 0; s <= max; s++) counts[s] = counts[s] / total;
  return counts;
}
function signedRankTest(d) {
  const n = d.length;
  if (n === 0) throw new RangeError("the signed-rank test needs at least one non-zero difference");
  const { ranks, tieTerm } = doubledAbsRanks(d);
  let t2 = 0;
  for (let i = 0; i < n; i++) if (d[i] > 0) t2 += ranks[i];
  if (n <= SIGNED_RANK_EXACT_MAX_N) {
    const mass = doubledDistribution(ranks);
    let lower = 0;
    for (let s = 0; s <= t2; s++) lower += mass[s];
    let upper = 0;
    for (let s = mass.length - 1; s >= t2; s--) upper += mass[s];
    const lowerTail2 = Math.min(1, lower);
    const upperTail2 = Math.min(1, upper);
    return { tPlus: t2 / 2, lowerTail: lowerTail2, upperTail: upperTail2, p: Math.min(1, 2 * Math.min(lowerTail2, upperTail2)), method: "exact" };
  }
  const mean = n * (n + 1) / 4;
  const sd = Math.sqrt(n * (n + 1) * (2 * n + 1) / 24 - tieTerm / 48);
  const t = t2 / 2;
  const z = sd > 0 ? Math.max(0, Math.abs(t - mean) - 0.5) / sd : 0;
  const near = normalLowerTail(z);
  const lowerTail = t < mean ? near : 1 - near;
  const upperTail = t < mean ? 1 - near : near;
  return { tPlus: t, lowerTail, upperTail, p: Math.min(1, 2 * near), method: "normal" };
}
function signedRankCdfNoTies(n) {
  let cdf = noTiesCache.get(n);
  if (!cdf) {
    const ranks = new Int32Array(n);
    for (let i = 0; i < n; i++) ranks[i] = 2 * (i + 1);
    const mass = doubledDistribution(ranks);
    const max = n * (n + 1) / 2;
    cdf = new Float64Array(max + 1);
    let acc = 0;
    for (let t = 0; t <= max; t++) cdf[t] = acc += mass[2 * t];
    noTiesCache.set(n, cdf);
  }
  return cdf;
}
var noTiesCache = /* @__PURE__ */ new Map();

// src/stats/paired.ts
function pairedMinAttainableP(pairs) {
  return Math.min(1, Math.pow(2, 1 - pairs));
}
function pairsNeeded(perTestAlpha2) {
  if (!(perTestAlpha2 > 0)) throw new RangeError(`per-test alpha must be > 0 (got ${perTestAlpha2})`);
  let r = 1;
  while (pairedMinAttainableP(r) >= perTestAlpha2) r++;
  return r;
}
function walshCriticalOrder(n, confidence = CONFIDENCE) {
  const half = (1 - confidence) / 2;
  if (n <= SIGNED_RANK_EXACT_MAX_N) {
    const cdf = signedRankCdfNoTies(n);
    let k2 = 0;
    while (k2 < cdf.length && cdf[k2] <= half) k2++;
    return k2 === 0 ? { k: 0, achievedConf: null } : { k: k2, achievedConf: 1 - 2 * cdf[k2 - 1] };
  }
  const mean = n * (n + 1) / 4;
  const sd = Math.sqrt(n * (n + 1) * (2 * n + 1) / 24);
  const z = import_jstat2.default.normal.inv(1 - half, 0, 1);
  const k = Math.max(0, Math.ceil(mean - 0.5 - z * sd));
  return k === 0 ? { k: 0, achievedConf: null } : { k, achievedConf: 1 - 2 * normalLowerTail((k - 1 + 0.5 - mean) / sd) };
}
function pairedIntervalAt(view, baseMedian, k) {
  const d = view.differences;
  const n = d.length;
  const count = n * (n + 1) / 2;
  if (k < 1 || k > count + 1 - k) return null;
  const walsh = new Float64Array(count);
  let w = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) walsh[w++] = (d[i] + d[j]) / 2;
  const [lo, hi] = selectOrders(walsh, [k, count + 1 - k]);
  if (view.scale === "log-ratio") return [Math.exp(lo), Math.exp(hi)];
  const scale = baseMedian === null ? 0 : Math.abs(baseMedian);
  return scale > 0 ? [1 + lo / scale, 1 + hi / scale] : null;
}
function pairUp(base, head) {
  const headByRound = /* @__PURE__ */ new Map();
  head.values.forEach((v, i) => {
    const r = head.rounds[i];
    if (r !== void 0 && !headByRound.has(r)) headByRound.set(r, v);
  });
  const seen = /* @__PURE__ */ new Set();
  const pairs = [];
  base.values.forEach((v, i) => {
    const r = base.rounds[i];
    if (r === void 0 || seen.has(r)) return;
    seen.add(r);
    const h = headByRound.get(r);
    if (h !== void 0) pairs.push({ round: r, b: v, h });
  });
  return pairs.sort((x, y) => x.round - y.round);
}
function pairedView(base, head, better, baseMedian) {
  const pairs = pairUp(base, head);
  const n = pairs.length;
  if (n === 0) return null;
  const logScale = pairs.every(({ b, h }) => b > 0 && h > 0);
  const differences = pairs.map(({ b, h }) => logScale ? Math.log(h) - Math.log(b) : h - b);
  const nonzeroD = differences.filter((d) => d !== 0);
  const worseRounds = differences.filter((d) => better === "lower" ? d > 0 : d < 0).length;
  const walsh = new Float64Array(n * (n + 1) / 2);
  let w = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) walsh[w++] = (differences[i] + differences[j]) / 2;
  walsh.sort();
  const hl = medianOfSorted(walsh);
  const { k, achievedConf } = walshCriticalOrder(n);
  const ci = k < 1 ? null : [walsh[k - 1], walsh[walsh.length - k]];
  let ratio;
  let ratioCI;
  let shift = null;
  if (logScale) {
    ratio = Math.exp(hl);
    ratioCI = ci && [Math.exp(ci[0]), Math.exp(ci[1])];
  } else {
    shift = hl;
    const scale = baseMedian === null ? 0 : Math.abs(baseMedian);
    ratio = scale > 0 ? 1 + hl / scale : null;
    ratioCI = scale > 0 && ci ? [1 + ci[0] / scale, 1 + ci[1] / scale] : null;
  }
  const base_ = {
    pairs: n,
    scale: logScale ? "log-ratio" : "shift",
    differences,
    nonzero: nonzeroD.length,
    k,
    achievedConf,
    minP: pairedMinAttainableP(n),
    worseRounds
  };
  if (nonzeroD.length === 0) {
    return { ...base_, p: 1, method: "all-zero", ratio: 1, ratioCI: [1, 1], shift: logScale ? null : 0 };
  }
  const test = signedRankTest(nonzeroD);
  return { ...base_, p: test.p, method: test.method, ratio, ratioCI, shift };
}

// src/stats/samplesize.ts
function binomial(n, k) {
  if (k < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= r; i++) c = c * (n - r + i) / i;
  return c;
}
function minAttainableP(n1, n2) {
  if (n2 >= KEY_SPAN) return Math.min(1, 2 / binomial(n1 + n2, n1));
  const key = n1 * KEY_SPAN + n2;
  let p = minPs.get(key);
  if (p === void 0) minPs.set(key, p = Math.min(1, 2 / binomial(n1 + n2, n1)));
  return p;
}
var KEY_SPAN = 2 ** 21;
var minPs = /* @__PURE__ */ new Map();
function samplesNeededPerSide(perTestAlpha2) {
  if (!(perTestAlpha2 > 0)) throw new RangeError(`per-test alpha must be > 0 (got ${perTestAlpha2})`);
  let n = 1;
  while (minAttainableP(n, n) >= perTestAlpha2) n++;
  return n;
}

// src/stats/finite.ts
function finiteSamples(samples) {
  if (samples.every((v) => Number.isFinite(v))) return { values: samples, dropped: 0 };
  const values = samples.filter((v) => Number.isFinite(v));
  return { values, dropped: samples.length - values.length };
}

// src/stats/quantile.ts
function quantileType8(sorted, p) {
  const n = sorted.length;
  if (n === 0) throw new RangeError("quantile of an empty sample");
  const h = (n + 1 / 3) * p + 1 / 3;
  if (h <= 1) return sorted[0];
  if (h >= n) return sorted[n - 1];
  const lo = Math.floor(h);
  const below = sorted[lo - 1];
  return below + (h - lo) * (sorted[lo] - below);
}

// src/stats/outliers.ts
var FENCE_K = 1.5;
function tukeyFences(sorted) {
  const q1 = quantileType8(sorted, 0.25);
  const q3 = quantileType8(sorted, 0.75);
  const iqr = q3 - q1;
  return { q1, q3, iqr, lower: q1 - FENCE_K * iqr, upper: q3 + FENCE_K * iqr };
}
function outlierModeFor(mode, better) {
  return mode === "upper" && better === "higher" ? "lower" : mode;
}
var FENCE_REL_TOL = 1e-12;
function atMost(a, b) {
  return a <= b || a - b <= FENCE_REL_TOL * Math.max(Math.abs(a), Math.abs(b));
}
function withinFences(v, fences, mode) {
  return (mode === "lower" || atMost(v, fences.upper)) && (mode === "upper" || atMost(fences.lower, v));
}
function flaggingFences(sorted, minValues = 4) {
  if (sorted.length < minValues) return null;
  const fences = tukeyFences(sorted);
  return fences.iqr === 0 ? null : fences;
}
function removeOutliersSorted(sorted, mode) {
  if (mode === "none" || sorted.length === 0) return { kept: sorted, removed: 0 };
  const fences = tukeyFences(sorted);
  if (fences.iqr === 0) return { kept: sorted, removed: 0 };
  let lo = 0;
  while (lo < sorted.length && !withinFences(sorted[lo], fences, mode)) lo++;
  let hi = lo;
  while (hi < sorted.length && withinFences(sorted[hi], fences, mode)) hi++;
  const kept = lo === 0 && hi === sorted.length ? sorted : sorted.subarray(lo, hi);
  return { kept, removed: sorted.length - kept.length };
}

// src/stats/units.ts
var UNIT_NOUN = { run: "runs", process: "processes", sample: "samples" };
var MIN_FENCED = 4;
function cleanGroup(samples, round, mode) {
  const finite = finiteSamples(samples);
  const sorted = sortedCopy(finite.values);
  const kept = sorted.length >= MIN_FENCED ? removeOutliersSorted(sorted, mode).kept : sorted;
  return { round, kept, n: sorted.length, dropped: finite.dropped };
}
function prepare(runs, mode) {
  const out = { runs: [], processes: [] };
  for (const run2 of runs) {
    out.runs.push(cleanGroup(run2.samples, run2.round, mode));
    if (run2.processes) for (const proc of run2.processes) out.processes.push(cleanGroup(proc, run2.round, mode));
  }
  return out;
}
function withValue(groups) {
  let k = 0;
  for (const g of groups) if (g.kept.length > 0) k++;
  return k;
}
function sideOf(groups, asSamples, counts) {
  let sources = 0;
  let samples = 0;
  let only;
  for (const g of groups) {
    if (g.kept.length === 0) continue;
    sources++;
    samples += g.kept.length;
    only = g;
  }
  let values;
  let sorted;
  const rounds2 = [];
  if (asSamples && sources === 1) {
    values = sorted = only.kept;
  } else {
    values = new Float64Array(asSamples ? samples : sources);
    let at = 0;
    for (const g of groups) {
      if (g.kept.length === 0) continue;
      if (asSamples) {
        values.set(g.kept, at);
        at += g.kept.length;
      } else {
        values[at++] = medianOfSorted(g.kept);
        rounds2.push(g.round);
      }
    }
    sorted = sortedCopy(values);
  }
  let n = 0;
  let kept = 0;
  let dropped = 0;
  for (const g of counts) {
    n += g.n;
    kept += g.kept.length;
    dropped += g.dropped;
  }
  const fences = flaggingFences(sorted);
  const beyond = [];
  if (fences) {
    for (let i = 0; i < values.length; i++) if (!withinFences(values[i], fences, "iqr")) beyond.push({ index: i, high: values[i] > fences.q3 });
  }
  return { values, rounds: rounds2, sorted, n, kept, removed: n - kept, dropped, flagged: beyond.length, beyond, fenced: fences !== null };
}
function unitsFor(side2, unit) {
  if (unit === "process") return sideOf(side2.processes, false, side2.processes);
  return sideOf(side2.runs, unit === "sample", side2.runs);
}
function chooseUnit(base, head) {
  if (withValue(base.runs) >= 2 && (!head || withValue(head.runs) >= 2)) return "run";
  if (withValue(base.processes) >= 2 && (!head || withValue(head.processes) >= 2)) return "process";
  return "sample";
}
function unitValues(base, head, outliers, better) {
  const mode = outlierModeFor(outliers, better);
  const b = prepare(base, mode);
  const h = prepare(head, mode);
  const unit = chooseUnit(b, h);
  return { unit, base: unitsFor(b, unit), head: unitsFor(h, unit) };
}
function sideUnitValues(runs, outliers, better) {
  const prepared = prepare(runs, outlierModeFor(outliers, better));
  const unit = chooseUnit(prepared, void 0);
  return { unit, side: unitsFor(prepared, unit) };
}

// src/stats/instructions.ts
var import_jstat3 = __toESM(require_jstat(), 1);
var MIN_INSTRUCTION_ROUNDS = 3;
var SPREAD_MULTIPLE = 3;
function meanAndVariance(xs) {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.length > 1 ? xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1) : 0;
  return { mean, variance };
}
function range(xs) {
  let lo = Infinity;
  let hi = -Infinity;
  for (const x of xs) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return hi - lo;
}
function instructionsInterval(v, confidence) {
  const t = v.se > 0 ? import_jstat3.default.studentt.inv(1 - (1 - confidence) / 2, v.df) : 0;
  const half = Math.max(t * v.se, v.floor);
  return [Math.exp(v.logRatio - half), Math.exp(v.logRatio + half)];
}
function withinSpread(v) {
  return Math.abs(Math.log(v.ratio)) <= v.floor;
}
function beyondRounds(row2) {
  return row2.test === "instructions" && row2.instructions !== void 0 && withinSpread(row2.instructions);
}
function instructionsView(base, head) {
  if (base.length < MIN_INSTRUCTION_ROUNDS || head.length < MIN_INSTRUCTION_ROUNDS) return null;
  const xs = Array.from(base, Math.log);
  const ys = Array.from(head, Math.log);
  if (![...xs, ...ys].every(Number.isFinite)) return null;
  const x = meanAndVariance(xs);
  const y = meanAndVariance(ys);
  const spread = Math.max(range(xs), range(ys));
  const floor = SPREAD_MULTIPLE * spread;
  const logRatio = y.mean - x.mean;
  const a = x.variance / xs.length;
  const b = y.variance / ys.length;
  const se = Math.sqrt(a + b);
  const df = se > 0 ? (a + b) ** 2 / ((a > 0 ? a ** 2 / (xs.length - 1) : 0) + (b > 0 ? b ** 2 / (ys.length - 1) : 0)) : xs.length + ys.length - 2;
  let p;
  if (Math.abs(logRatio) <= floor) p = 1;
  else if (se === 0) p = 0;
  else p = Math.min(1, 2 * import_jstat3.default.studentt.cdf(-Math.abs(logRatio / se), df));
  const view = { logRatio, se, df, floor };
  return {
    p,
    ratio: Math.exp(logRatio),
    ratioCI: instructionsInterval(view, 0.95),
    spread,
    floor,
    logRatio,
    se,
    df,
    constant: spread === 0 && logRatio === 0
  };
}

// src/stats/verdict.ts
function classifySignificant(ratio, shift, better, threshold) {
  let up;
  let down;
  if (ratio !== null) {
    up = ratio >= 1 + threshold;
    down = ratio <= 1 / (1 + threshold);
  } else {
    up = (shift ?? 0) > 0;
    down = (shift ?? 0) < 0;
  }
  if (up === down) return "minor";
  const worse = better === "lower" ? up : down;
  return worse ? "regression" : "improvement";
}
function absoluteChange(ratio, baseMedian) {
  return baseMedian === null ? null : Math.abs(baseMedian * (ratio - 1));
}
function belowFloor(o, floor) {
  const size = o.ratio !== null ? absoluteChange(o.ratio, floor.baseMedian) : o.shift === null ? null : Math.abs(o.shift);
  return size !== null && size < floor.minChange;
}
function ciBelowFloor(ci, floor) {
  const lo = absoluteChange(ci[0], floor.baseMedian);
  const hi = absoluteChange(ci[1], floor.baseMedian);
  return lo !== null && hi !== null && lo < floor.minChange && hi < floor.minChange;
}
function testedVerdict(o, better, alpha, threshold, floor) {
  if (o.constant) return "unchanged";
  if (o.p < alpha) {
    const verdict = classifySignificant(o.ratio, o.shift, better, threshold);
    return verdict !== "minor" && floor && belowFloor(o, floor) ? "minor" : verdict;
  }
  if (o.ratio === null || o.ratioCI === null) return "inconclusive";
  if (o.ratioCI[0] > 1 / (1 + threshold) && o.ratioCI[1] < 1 + threshold) return "unchanged";
  return floor && ciBelowFloor(o.ratioCI, floor) ? "unchanged" : "inconclusive";
}
var MAX_ROUNDS_ESTIMATE = 1e3;
function logHalfWidth(ci) {
  if (ci === null || !(ci[0] > 0)) return null;
  const half = (Math.log(ci[1]) - Math.log(ci[0])) / 2;
  return half > 0 ? half : null;
}
function roundsNeededFromCI(ratio, ci, units, threshold, atLevel = ci) {
  if (ratio === null || !(ratio > 0) || units < 2) return null;
  const lr = Math.abs(Math.log(ratio));
  const unchangedHalf = logHalfWidth(ci);
  const significantHalf = logHalfWidth(atLevel);
  const margin = Math.log(1 + threshold) - lr;
  const toUnchanged = unchangedHalf !== null && margin > 0 ? units * (unchangedHalf / margin) ** 2 : Infinity;
  const toSignificant = significantHalf !== null && lr > 0 ? units * (significantHalf / lr) ** 2 : Infinity;
  const fewer = Math.min(toUnchanged, toSignificant);
  if (!Number.isFinite(fewer)) return null;
  const needed = Math.ceil(fewer);
  return needed > MAX_ROUNDS_ESTIMATE ? null : Math.max(units + 1, needed);
}

// src/stats/family.ts
var FLOOR_WARNING_CODE = "floor";
var TESTABLE = /* @__PURE__ */ new Set(["regression", "improvement", "minor", "unchanged", "inconclusive", "insufficient"]);
function rowMinAttainableP(row2) {
  if (row2.test === "instructions") return row2.instructions ? 0 : 1;
  if (row2.test === "paired" && row2.paired) return pairedMinAttainableP(row2.paired.pairs);
  return minAttainableP(row2.base.units, row2.head.units);
}
function rowIsConstant(row2) {
  if (row2.test === "instructions") return row2.instructions?.constant ?? false;
  return row2.test === "paired" && row2.paired ? row2.paired.constant : row2.mannWhitney.constant;
}
function decidingShift(row2) {
  if (row2.test === "instructions") return null;
  return row2.test === "paired" && row2.paired ? row2.paired.shift : row2.mannWhitney.shift;
}
function unitsOf(row2) {
  return row2.test === "paired" && row2.paired ? row2.paired.pairs : Math.min(row2.base.units, row2.head.units);
}
function roundsForFloor(test, perTest) {
  if (test === "instructions") return MIN_INSTRUCTION_ROUNDS;
  return test === "paired" ? pairsNeeded(perTest) : samplesNeededPerSide(perTest);
}
function familyPhrase(correction, m, alpha) {
  if (correction === "none") return `no correction (each test at \u03B1 = ${alpha})`;
  const name2 = correction === "holm" ? "Holm" : "Benjamini\u2013Hochberg";
  return `${name2} over ${m} test${m === 1 ? "" : "s"} at \u03B1 = ${alpha}`;
}
function decideFamily(rows, settings, options = {}) {
  const copies = rows.map((r) => {
    const copy = Object.assign({}, r, { warnings: r.warnings.filter((w) => w.code !== FLOOR_WARNING_CODE) });
    delete copy.roundsNeeded;
    return copy;
  });
  return decideFamilyInPlace(copies, settings, options);
}
function decideFamilyInPlace(out, settings, options = {}) {
  const alpha = options.alpha ?? settings.alpha;
  const { correction } = settings;
  const untestable = [];
  const tested = [];
  const testedAt = [];
  for (let index = 0; index < out.length; index++) {
    const r = out[index];
    if (r.decision !== void 0 && (!TESTABLE.has(r.verdict) || r.p === null || rowIsConstant(r))) delete r.decision;
    if (!TESTABLE.has(r.verdict)) r.pAdjusted = null;
    else if (r.p === null) untestable.push(r);
    else if (rowIsConstant(r)) {
      r.pAdjusted = r.p;
      r.verdict = "unchanged";
    } else {
      tested.push(r);
      testedAt.push(index);
    }
  }
  const adjusted = adjustPValues(
    tested.map((r) => r.p),
    correction
  );
  const familyAlpha = perTestAlpha(alpha, tested.length, correction);
  const adviceAlpha = perTestAlpha(alpha, tested.length + untestable.length, correction);
  const levels = stepLevels(
    tested.map((r) => r.p),
    correction,
    alpha
  );
  const insufficient = [...untestable];
  tested.forEach((row2, i) => {
    row2.pAdjusted = adjusted[i];
    if (rowMinAttainableP(row2) > familyAlpha) {
      insufficient.push(row2);
      return;
    }
    const t = rowThreshold(row2, settings);
    row2.verdict = testedVerdict(
      { p: row2.pAdjusted, ratio: row2.ratio, ratioCI: row2.ratioCI, shift: decidingShift(row2), constant: false },
      row2.better,
      alpha,
      t,
      row2.minChange === void 0 ? void 0 : { minChange: row2.minChange, baseMedian: row2.base.median }
    );
    const decision2 = decisionOf(row2, alpha, levels[i], options.intervalAt, testedAt[i]);
    row2.decision = decision2;
    if (row2.verdict === "inconclusive") {
      const stoppedAt = decision2.note === "holm-stopped" ? levels[i].stoppedAt : null;
      const atLevel = stoppedAt !== null && options.intervalAt ? options.intervalAt(testedAt[i], 1 - stoppedAt) : decision2.ratioCI;
      const undecidable = beyondRounds(row2);
      const needed = undecidable ? null : roundsNeededFromCI(row2.ratio, row2.ratioCI, unitsOf(row2), t, atLevel ?? void 0);
      if (needed !== null) row2.roundsNeeded = needed;
    }
  });
  const neededBy = /* @__PURE__ */ new Map();
  const messages = /* @__PURE__ */ new Map();
  for (const row2 of insufficient) {
    row2.verdict = "insufficient";
    if (row2.decision !== void 0) delete row2.decision;
    let needed = neededBy.get(row2.test);
    if (needed === void 0) neededBy.set(row2.test, needed = roundsForFloor(row2.test, adviceAlpha));
    row2.roundsNeeded = needed;
    const noun = row2.test === "paired" ? "paired rounds" : UNIT_NOUN[row2.unitOfAnalysis];
    const what = row2.test === "paired" ? `${row2.paired?.pairs ?? 0} ${noun}` : `${row2.base.units}+${row2.head.units} ${noun}`;
    let message = messages.get(what);
    if (message === void 0) messages.set(what, message = `too few units to ever be significant (${what}); needs at least ${needed} ${noun} per side.`);
    row2.warnings.push({ code: FLOOR_WARNING_CODE, benchmark: row2.benchmark, message });
  }
  const warnings2 = [];
  if (insufficient.length > 0) {
    const m = tested.length + untestable.length;
    const tests = [...new Set(insufficient.map((r) => r.test))];
    const needed = insufficient.reduce((max, r) => Math.max(max, r.roundsNeeded ?? 0), 0);
    const nouns = [...new Set(insufficient.map((r) => UNIT_NOUN[r.unitOfAnalysis]))].join(" or ");
    warnings2.push({
      code: FLOOR_WARNING_CODE,
      message: `${insufficient.length} of ${m} comparison${m === 1 ? "" : "s"} can never be significant with the units given: with ${familyPhrase(correction, m, alpha)} (${tests.join(", ")}), each side needs at least ${needed} ${nouns}.`
    });
  }
  return { comparisons: out, warnings: warnings2, familySize: tested.length };
}
function excludesOne(ci) {
  return ci !== null && (ci[0] > 1 || ci[1] < 1);
}
function decisionOf(row2, alpha, step, intervalAt, index) {
  const { level } = step;
  let ratioCI;
  if (row2.verdict === "unchanged") ratioCI = null;
  else if (intervalAt) ratioCI = intervalAt(index, 1 - level);
  else {
    const before = row2.decision;
    ratioCI = before && Math.abs(before.level - level) <= 1e-12 * level ? before.ratioCI : null;
  }
  const decision2 = { alpha, level, ratioCI };
  const significant = row2.pAdjusted < alpha;
  if (ratioCI !== null && row2.ratio !== null && significant !== excludesOne(ratioCI)) {
    decision2.note = !significant && step.stoppedAt !== null && row2.p < level ? "holm-stopped" : "edge";
  }
  return decision2;
}
function withDecidingTest(row2, test) {
  if (row2.test === "instructions") return row2;
  const use = test === "paired" && row2.paired === null ? "mann-whitney" : test;
  if (use === row2.test) return row2;
  const { decision: _otherTest, ...rest } = row2;
  if (row2.p === null) return { ...rest, test: use };
  const from = use === "paired" ? row2.paired : row2.mannWhitney;
  if (from.p === null) return { ...rest, test: use, p: null, ratio: null, ratioCI: null, deltaPct: null };
  return { ...rest, test: use, p: from.p, ratio: from.ratio, ratioCI: from.ratioCI, deltaPct: from.ratio === null ? null : 100 * (from.ratio - 1) };
}

// src/contract.ts
var MAX_REPORT_BYTES = 10 * 1024 * 1024;
var MAX_BENCHMARK_NAME_CHARS = MAX_REPORT_BYTES;
var MAX_LIST = 1e4;
var MAX_TEXT_CHARS = 2e5;
var MAX_NAME_CHARS = 1e3;
var BETTER = ["lower", "higher"];
var UNITS_OF_ANALYSIS = ["run", "process", "sample"];
var ISOLATION_MODES = ["sandbox", "none"];
var NETWORKS = ["shared", "isolated"];
var warningCode = {
  encode: (v) => v,
  decode(c, v, path) {
    const code = c.string(v, path, MAX_SHORT_CHARS);
    return WARNING_CODES.includes(code) ? code : "other";
  }
};
var warning = object({
  code: warningCode,
  message: string(MAX_TEXT_CHARS),
  benchmark: optional(string(MAX_BENCHMARK_NAME_CHARS))
});
var side = object({
  n: integer(),
  kept: integer(0, (s) => s.n),
  median: nullableNumber(),
  ci: interval(),
  removed: integer(0, (s) => s.n),
  units: integer(0, (s) => Math.max(s.n, s.kept)),
  flagged: integer(0, (s) => s.units),
  mean: nullableNumber(),
  sd: nullableNumber(),
  se: nullableNumber(),
  cv: nullableNumber(),
  mad: nullableNumber()
});
var mannWhitney = object({
  p: nullableNumber(0, 1),
  ratio: nullableNumber(),
  ratioCI: interval(),
  shift: nullableNumber(),
  constant: boolean()
});
var paired = object({
  pairs: integer(0, 1e6),
  // A paired view always has a p (1 when it could not be computed).
  p: numberOr(1, 0, 1),
  ratio: nullableNumber(),
  ratioCI: interval(),
  worseRounds: integer(0, (s) => s.pairs),
  shift: nullableNumber(),
  constant: boolean()
});
var instructions = object({
  p: number(0, 1),
  ratio: number(0),
  ratioCI: interval(),
  spread: number(0),
  floor: number(0),
  constant: boolean()
});
var functionChange = object({
  function: string(MAX_NAME_CHARS),
  base: number(),
  head: number(),
  delta: number(),
  deltaPct: nullableNumber()
});
var attribution = object({
  rounds: object({ base: integer(0, 1e6), head: integer(0, 1e6) }),
  functions: list(functionChange, 1e3),
  more: integer(0, 1e9),
  noSymbol: object({ base: number(0, 1), head: number(0, 1) })
});
var decision = object({
  alpha: number(Number.MIN_VALUE, 1),
  level: number(Number.MIN_VALUE, 1),
  ratioCI: interval(),
  note: optional(oneOf(DECISION_NOTES))
});
var derivedValue = object({
  metric: string(MAX_SHORT_CHARS),
  unit: string(MAX_SHORT_CHARS),
  better: oneOf(BETTER),
  base: nullableNumber(),
  head: nullableNumber()
});
var comparison = object(
  {
    benchmark: string(MAX_BENCHMARK_NAME_CHARS),
    metric: string(MAX_SHORT_CHARS),
    unit: string(MAX_SHORT_CHARS),
    better: oneOf(BETTER),
    unitOfAnalysis: oneOf(UNITS_OF_ANALYSIS),
    base: side,
    head: side,
    test: oneOf(ROW_TESTS),
    ratio: nullableNumber(),
    ratioCI: interval(),
    deltaPct: nullableNumber(),
    p: nullableNumber(0, 1),
    pAdjusted: nullableNumber(0, 1),
    mannWhitney,
    paired: nullable(paired),
    instructions: optional(instructions),
    attribution: optional(attribution),
    verdict: oneOf(VERDICTS),
    warnings: list(warning, 1e3),
    group: optional(string(MAX_BENCHMARK_NAME_CHARS)),
    gated: boolean(),
    decision: optional(decision),
    roundsNeeded: optional(integer(0, 1e6)),
    threshold: optional(number(0, 10)),
    minChange: optional(number(0)),
    rules: optional(list(integer(1, 1e6), 1e3)),
    derived: optional(list(derivedValue, 100))
  },
  (c, row2, path) => {
    if (row2.test === "paired" && row2.paired === null) c.fail(`${path}.paired`, "the paired test decided this row but it has no paired result");
    if (row2.test === "instructions" && row2.instructions === void 0) {
      c.fail(`${path}.instructions`, "the instructions test decided this row but it has no instructions result");
    }
  }
);
var isolation = object({
  mode: oneOf(ISOLATION_MODES),
  mechanism: optional(string(MAX_SHORT_CHARS)),
  reason: optional(string(MAX_TEXT_CHARS)),
  network: optional(oneOf(NETWORKS)),
  otherSide: optional(oneOf(["paused"]))
});
var warnings = list(warning, MAX_LIST);
var machine = object({
  cpuModel: optional(string(MAX_NAME_CHARS)),
  image: optional(string(MAX_NAME_CHARS)),
  cores: optional(integer(0, 1e6)),
  memoryBytes: optional(number(0)),
  os: optional(string(MAX_NAME_CHARS)),
  kernel: optional(string(MAX_NAME_CHARS)),
  governor: optional(string(MAX_NAME_CHARS)),
  loadavg: optional(list(number(0), MAX_LIST)),
  tool: optional(stringMap(1e3, MAX_SHORT_CHARS, MAX_NAME_CHARS)),
  versions: optional(stringMap(100, MAX_SHORT_CHARS, MAX_NAME_CHARS))
});
var machines = object({ base: machine, head: machine });
var isSha = (s) => /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s);
var isRepository = (s) => /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(s);
var isLogin = (s) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(s);
var isDateTime = (s) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(s) && !Number.isNaN(Date.parse(s));
var revision = object({
  ref: optional(string(MAX_NAME_CHARS)),
  sha: optional(refine(string(64), isSha, (s) => `expected a full commit SHA (40 hex digits), got ${kind(s)}`))
});
var SIDES = ["base", "head"];
var failedRun = object({
  side: oneOf(SIDES),
  round: integer(0, 1e6),
  reason: string(MAX_TEXT_CHARS),
  exitCode: optional(nullable(integer(-1e9, 1e9))),
  stderrTail: optional(string(MAX_TEXT_CHARS))
});
var run = object({
  base: revision,
  head: revision,
  pullRequest: optional(integer(1)),
  repository: optional(refine(string(MAX_SHORT_CHARS), isRepository, (s) => `expected owner/name, got ${kind(s)}`)),
  rounds: integer(0, 1e6),
  warmup: integer(0, 1e6),
  format: string(MAX_SHORT_CHARS),
  failedRuns: list(failedRun, MAX_LIST)
});
var STOPPED = ["decided", "max-rounds", "fixed"];
var isStopped = (s) => STOPPED.includes(s);
var rounds = object({
  planned: integer(0, 1e6),
  run: integer(0, 1e6),
  looks: list(object({ rounds: integer(0, 1e6), undecided: integer(0, 1e9) }), MAX_LIST),
  // Read as a string first: a wrong type is said as such, an unknown word by the words known.
  stopped: refine(string(MAX_SHORT_CHARS), isStopped, (s) => `expected one of ${STOPPED.join(", ")}, got ${kind(s)}`),
  lookAlpha: number()
});
var shard = object({ name: string(MAX_SHORT_CHARS), base: machine, head: machine });
var shards = list(shard, 1e3);
var ruleStrings = list(string(MAX_SHORT_CHARS), 1e3);
var rule = object({
  match: ruleStrings,
  rows: integer(0, 1e9),
  metric: optional(ruleStrings),
  threshold: optional(number(0, 10)),
  gate: optional(boolean()),
  ignore: optional(boolean()),
  minChange: optional(string(MAX_SHORT_CHARS))
});
var rules = object({
  file: string(MAX_NAME_CHARS),
  source: string(MAX_SHORT_CHARS),
  rules: list(rule, 1e3)
});
var ACCEPTANCE_SOURCES = ["event", "issue-events", "unknown"];
var acceptance = object({
  label: refine(
    string(MAX_SHORT_CHARS),
    (s) => s.trim() !== "",
    () => "expected the label that was on the pull request, got an empty string"
  ),
  by: nullable(refine(string(MAX_SHORT_CHARS), isLogin, (s) => `expected a GitHub login or null, got ${kind(s)}`)),
  at: nullable(refine(string(64), isDateTime, (s) => `expected an ISO 8601 date-time or null, got ${kind(s)}`)),
  source: oneOf(ACCEPTANCE_SOURCES)
});

// src/report/json.ts
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : null;
var comparison2 = (c) => comparison.encode(c);
function toJsonReport(report) {
  return jsonDocument(report, report.comparisons.map(comparison2));
}
function jsonDocument(report, comparisons) {
  const summary = {};
  for (const v of VERDICTS) summary[v] = report.summary[v] ?? 0;
  summary.geomean = num(report.summary.geomean);
  summary.geomeans = Object.fromEntries(Object.entries(report.summary.geomeans ?? {}).filter(([, g]) => Number.isFinite(g)));
  return {
    version: 2,
    settings: encodeStatsSettings(report.settings),
    machine: { base: report.machine.base, head: report.machine.head },
    comparisons,
    summary,
    verdict: report.verdict,
    ...report.run ? { run: run.encode(report.run) } : {},
    ...report.rounds ? { rounds: report.rounds } : {},
    warnings: warnings.encode(report.warnings),
    ...report.shards ? { shards: report.shards } : {},
    ...report.rules ? { rules: report.rules } : {},
    ...report.acceptance ? { acceptance: acceptance.encode(report.acceptance) } : {},
    ...report.isolation ? { isolation: isolation.encode(report.isolation) } : {}
  };
}
function renderJson(report) {
  return JSON.stringify(toJsonReport(report), null, 2) + "\n";
}
var JSON_ROWS_PER_CHUNK = 200;
function* renderJsonChunks(report) {
  const comparisons = report.comparisons;
  const shell = JSON.stringify(jsonDocument(report, []), null, 2);
  const at = shell.indexOf('\n  "comparisons": []');
  if (comparisons.length === 0 || at < 0) {
    yield comparisons.length === 0 ? shell + "\n" : renderJson(report);
    return;
  }
  const open = '{\n  "comparisons": [\n';
  const close = "\n  ]\n}";
  yield `${shell.slice(0, at)}
  "comparisons": [
`;
  for (let i = 0; i < comparisons.length; i += JSON_ROWS_PER_CHUNK) {
    const text = JSON.stringify({ comparisons: comparisons.slice(i, i + JSON_ROWS_PER_CHUNK).map(comparison2) }, null, 2);
    yield `${i > 0 ? ",\n" : ""}${text.slice(open.length, text.length - close.length)}`;
  }
  yield `
  ]${shell.slice(at + '\n  "comparisons": []'.length)}
`;
}

// src/report/format-units.ts
var MINUS = "\u2212";
var TIME = [
  { factor: 1, suffix: "s" },
  { factor: 1e-3, suffix: "ms" },
  { factor: 1e-6, suffix: "\xB5s" },
  { factor: 1e-9, suffix: "ns" },
  { factor: 1e-12, suffix: "ps" }
];
var BYTES = [
  { factor: 1024 ** 4, suffix: "TiB" },
  { factor: 1024 ** 3, suffix: "GiB" },
  { factor: 1024 ** 2, suffix: "MiB" },
  { factor: 1024, suffix: "KiB" },
  { factor: 1, suffix: "B" }
];
var BYTE_RATE = [
  { factor: 1e12, suffix: "TB/s" },
  { factor: 1e9, suffix: "GB/s" },
  { factor: 1e6, suffix: "MB/s" },
  { factor: 1e3, suffix: "kB/s" },
  { factor: 1, suffix: "B/s" }
];
var SI = (unit) => [
  { factor: 1e12, suffix: `T ${unit}` },
  { factor: 1e9, suffix: `G ${unit}` },
  { factor: 1e6, suffix: `M ${unit}` },
  { factor: 1, suffix: unit }
];
var siScales = /* @__PURE__ */ new Map();
function scalesFor(unit) {
  switch (unit) {
    case "s":
      return TIME;
    case "B":
      return BYTES;
    case "B/s":
      return BYTE_RATE;
    default: {
      let scales = siScales.get(unit);
      if (!scales) siScales.set(unit, scales = SI(unit));
      return scales;
    }
  }
}
function scaleOf(scales, abs) {
  for (const s of scales) if (abs >= s.factor * 0.9995) return s;
  return scales[scales.length - 1];
}
function formatSignificant(value, digits = 3) {
  if (!Number.isFinite(value)) return value > 0 ? "\u221E" : value < 0 ? `${MINUS}\u221E` : "NaN";
  if (value === 0) return "0";
  const abs = Math.abs(value);
  let text;
  if (abs >= 10 ** digits) text = abs.toFixed(0);
  else if (abs < 1e-3) text = abs.toPrecision(digits);
  else text = String(Number(abs.toPrecision(digits)));
  return value < 0 ? MINUS + text : text;
}
function formatValue(value, unit) {
  if (value === null || Number.isNaN(value)) return "\u2014";
  const scales = scalesFor(unit);
  const abs = Math.abs(value);
  const scale = abs === 0 ? scales.find((s) => s.factor === 1) : scaleOf(scales, abs);
  const text = formatSignificant(value / scale.factor);
  return scale.suffix === "" ? text : `${text} ${scale.suffix}`;
}
function formatSpread(median, ci) {
  if (median === null) return "";
  if (ci === null) return "\xB1 \u2014";
  if (median === 0) return ci[0] === 0 && ci[1] === 0 ? "\xB1 0%" : "\xB1 \u2014";
  const half = Math.max(Math.abs(ci[1] - median), Math.abs(median - ci[0]));
  return `\xB1 ${formatPercentMagnitude(100 * half / Math.abs(median))}%`;
}
function formatPercentMagnitude(pct) {
  if (!Number.isFinite(pct)) return "\u221E";
  if (pct === 0) return "0";
  if (pct < 10) {
    const text = pct.toFixed(1);
    return text.endsWith(".0") ? text.slice(0, -2) : text;
  }
  return pct.toFixed(0);
}
function formatMedian(median, ci, unit) {
  if (median === null) return "\u2014";
  return `${formatValue(median, unit)} ${formatSpread(median, ci)}`;
}
function formatSide(c, side2) {
  const s = c[side2];
  if (s.n === 0) return "\u2014";
  let text = formatMedian(s.median, s.ci, c.unit);
  if (c.derived) {
    for (const d of c.derived) if (d[side2] !== null) text += ` \xB7 ${formatValue(d[side2], d.unit)}`;
  }
  return text;
}
function formatDelta(pct) {
  if (pct === null || Number.isNaN(pct)) return "\u2014";
  return `${signedNumber(pct)}%`;
}
function signedNumber(pct) {
  const sign = pct > 0 ? "+" : pct < 0 ? MINUS : "\xB1";
  const abs = Math.abs(pct);
  const text = !Number.isFinite(abs) ? "\u221E" : abs >= 1e3 ? abs.toFixed(0) : abs.toFixed(1);
  return sign + text;
}
function formatPctCI(ci) {
  const bound = (pct) => formatDelta(pct).replace(/%$/, "");
  return `(${bound(ci[0])} \u2026 ${bound(ci[1])})`;
}
function formatRatioCI(ci, label = "") {
  if (ci === null) return "";
  const bound = (r) => Number.isNaN(r) ? "\u2014" : signedNumber(100 * (r - 1));
  return `(${bound(ci[0])} \u2026 ${bound(ci[1])}${label ? `, ${label}` : ""})`;
}
function formatP(p) {
  if (p === null || Number.isNaN(p)) return "\u2014";
  if (p >= 1) return "1";
  if (p === 0) return "0";
  return p >= 1e-3 ? String(Number(p.toPrecision(2))) : p.toExponential(1);
}
function formatGeomean(geomean2) {
  return geomean2 === null ? "\u2014" : formatDelta(100 * (geomean2 - 1));
}
function formatBytes(bytes) {
  return formatValue(bytes, "B");
}
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

// src/report/decision-text.ts
var CONFIDENCE2 = 0.95;
var AT_DECISION = /* @__PURE__ */ new Set(["regression", "accepted", "improvement", "minor", "inconclusive"]);
var SIGNIFICANT = /* @__PURE__ */ new Set(["regression", "accepted", "improvement", "minor"]);
function shownInterval(c) {
  const d = c.decision;
  if (d && d.ratioCI && AT_DECISION.has(c.verdict)) return { ci: d.ratioCI, confidence: 1 - d.level, atDecision: true };
  return { ci: c.ratioCI, confidence: CONFIDENCE2, atDecision: false };
}
function isMarked(shown) {
  return shown.ci !== null && Math.abs(shown.confidence - CONFIDENCE2) > 1e-9;
}
function confidencePct(confidence) {
  const miss = Number((100 * (1 - confidence)).toPrecision(2));
  if (!(miss > 0)) return "100%";
  const decimals = Math.max(0, 1 - Math.floor(Math.log10(miss)));
  const text = (100 - miss).toFixed(decimals);
  return `${text.includes(".") ? text.replace(/\.?0+$/, "") : text}%`;
}
function intervalLabel(shown) {
  return isMarked(shown) ? `${confidencePct(shown.confidence)} CI` : "";
}
function anyMarked(rows) {
  for (const c of rows) {
    const d = c.decision;
    if (d && d.ratioCI && AT_DECISION.has(c.verdict) && Math.abs(1 - d.level - CONFIDENCE2) > 1e-9) return true;
  }
  return false;
}
function perLook(alpha, report) {
  const r = report.rounds;
  return r !== void 0 && r.lookAlpha < report.settings.alpha && Math.abs(r.lookAlpha - alpha) <= 1e-12 * alpha;
}
function distinct(a, b) {
  let fa = formatP(a);
  let fb = formatP(b);
  for (let digits = 3; fa === fb && a !== b && digits <= 6; digits++) {
    fa = String(Number(a.toPrecision(digits)));
    fb = String(Number(b.toPrecision(digits)));
  }
  return [fa, fb];
}
function adjustedPAgainstLevel(c, report) {
  const d = c.decision;
  if (!d || c.pAdjusted === null) return "";
  const [p, alpha] = distinct(c.pAdjusted, d.alpha);
  const sign = c.pAdjusted < d.alpha ? "<" : c.pAdjusted === d.alpha ? "=" : ">";
  return `${p} ${sign} ${alpha}${perLook(d.alpha, report) ? " per look" : ""}`;
}
function excludesOne2(ci) {
  return ci[0] > 1 || ci[1] < 1;
}
function intervalReason(c, shown = shownInterval(c)) {
  if (shown.ci === null || c.ratio === null) return "";
  const significant = SIGNIFICANT.has(c.verdict);
  if (!(significant || c.verdict === "inconclusive") || significant === excludesOne2(shown.ci)) return "";
  const what = significant ? "its CI includes 0" : "its CI excludes 0";
  if (!shown.atDecision) {
    const level = c.decision ? ` (${formatP(c.decision.alpha)})` : "";
    return significant ? `${what}, but the test is significant at the family's level${level}: the 95% CI is not at that level` : `${what}, but the test is not significant at the family's level${level}: the 95% CI is not at that level`;
  }
  if (c.decision?.note === "holm-stopped") return `${what}, but Holm stopped at an earlier row: no later row can be significant`;
  return `${what}, but the rank test ${significant ? "is" : "is not"} significant: they differ at the edge (tied values or the normal approximation)`;
}
var UNIT_NOUN2 = { run: "runs", process: "processes", sample: "samples" };
var MEDIANS_NOTE_FLOOR = 0.01;
function medianNote(c, { ci } = shownInterval(c)) {
  const b = c.base.median;
  const h = c.head.median;
  if (ci === null || c.ratio === null || b === null || h === null || !(b > 0 && h > 0 && c.ratio > 0 && ci[0] > 0)) return "";
  const half = (Math.log(ci[1]) - Math.log(ci[0])) / 2;
  if (!(Math.abs(Math.log(h / b) - Math.log(c.ratio)) > Math.max(half, MEDIANS_NOTE_FLOOR))) return "";
  const units = UNIT_NOUN2[c.unitOfAnalysis];
  const typical = c.test === "paired" ? "the typical change within a round" : `the typical shift between ${units}`;
  return `medians differ by ${formatDelta(100 * (h / b - 1))}: the ${units} are skewed or bimodal; \u0394 is ${typical} (Hodges\u2013Lehmann)`;
}
function decisionNotes(c) {
  if (c.ratio === null) return [];
  const shown = shownInterval(c);
  if (shown.ci === null) return [];
  const out = [];
  const reason = intervalReason(c, shown);
  if (reason) out.push(reason);
  const medians = medianNote(c, shown);
  if (medians) out.push(medians);
  return out;
}

// src/report/chart.ts
var CHART_MAX_BARS = 20;
var CHART_WIDTH = 380;
var CHART_LABEL_EM = 17;
var METRIC_EM = 6;
var LABEL_FONT = 12;
var CHARTED = /* @__PURE__ */ new Set(["regression", "improvement", "minor", "accepted"]);
var SHADES = {
  worse: { beyond: "#ffb77c", onBar: "#bc4c00", bar: "#fb8f44" },
  better: { beyond: "#80ccff", onBar: "#0550ae", bar: "#218bff" }
};
function chartableRows(report) {
  return report.comparisons.filter((c) => CHARTED.has(c.verdict) && c.deltaPct !== null && Number.isFinite(c.deltaPct));
}
function chartLabel(text) {
  const clean = inertLine(text.replace(/[\u2028\u2029]/g, " ")).replace(/["`]/g, "'").replace(/</g, "\u2039").replace(/>/g, "\u203A").replace(/%+/g, "%").replace(/;/g, ",").replace(/\](?=\()/g, "]\u200B").replace(/\s+/g, " ").trim();
  return clean === "" ? "(unnamed)" : clean;
}
function emWidth(text) {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em;
}
function charEm(ch) {
  const code = ch.codePointAt(0);
  const columns = displayWidth(ch);
  if (columns === 0) return 0;
  if (code >= 126976) return 1.3;
  if (columns === 2 || ch === "\u2026" || ch === "M" || ch === "W") return 1;
  if (/[mw%@]/.test(ch)) return 0.9;
  if (/[A-Z]/.test(ch)) return 0.72;
  if (/[ijlftr.,:;'|!/()[\] ·‹›]/.test(ch)) return 0.3;
  if (code > 127 && ch !== "\u2212") return 0.85;
  return 0.56;
}
function labelEnd(c, main) {
  return { metric: c.metric === main ? "" : ` \xB7 ${fitWidth(c.metric, METRIC_EM)}`, delta: ` ${formatDelta(c.deltaPct)}` };
}
function fitWidth(text, em) {
  if (emWidth(text) <= em) return text;
  const points = Array.from(text);
  const half = (em - emWidth("\u2026")) / 2;
  let head = 0;
  while (head < points.length && emWidth(points.slice(0, head + 1).join("")) <= half) head++;
  let tail = points.length;
  while (tail > head && emWidth(points.slice(tail - 1).join("")) <= half) tail--;
  return `${points.slice(0, head).join("")}\u2026${points.slice(tail).join("")}`;
}
function commonPrefix(names) {
  if (names.length < 2) return "";
  let prefix = names[0];
  for (const n of names) while (!n.startsWith(prefix)) prefix = prefix.slice(0, -1);
  prefix = /^[\w./:-]*/.exec(prefix)[0];
  const boundary = (i) => /[/_.:-]/.test(prefix[i - 1]) || names.every((n) => /[a-z0-9]/.test(n[i - 1]) && /[A-Z]/.test(n[i] ?? ""));
  let end = prefix.length;
  while (end > 0 && !boundary(end)) end--;
  prefix = prefix.slice(0, end);
  return prefix.length >= 3 && names.every((n) => n.length > prefix.length) ? prefix : "";
}
function mainMetric(rows) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of rows) counts.set(c.metric, (counts.get(c.metric) ?? 0) + 1);
  return [...counts].reduce((best, entry) => entry[1] > best[1] ? entry : best)[0];
}
function fitAround(text, from, em) {
  if (emWidth(text) <= em) return text;
  const points = Array.from(text);
  const width = (start2, end2) => emWidth(points.slice(start2, end2).join("")) + (start2 > 0 ? 1 : 0) + (end2 < points.length ? 1 : 0);
  const at = Math.min(from, points.length - 1);
  let start = Math.max(0, at - 3);
  for (let i = at - 1; i >= Math.max(0, at - 12); i--)
    if (/[/ [(,]/.test(points[i])) {
      start = i + 1;
      break;
    }
  let end = start;
  while (end < points.length && width(start, end + 1) <= em) end++;
  while (start > 0 && width(start - 1, end) <= em) start--;
  return `${start > 0 ? "\u2026" : ""}${points.slice(start, end).join("")}${end < points.length ? "\u2026" : ""}`;
}
function sharedStart(a, b) {
  const [x, y] = [Array.from(a), Array.from(b)];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}
function labels(rows, prefix, main) {
  const parts = rows.map((c) => ({ name: c.benchmark.slice(prefix.length), ...labelEnd(c, main) }));
  const room = (i, counter = "") => CHART_LABEL_EM - emWidth(parts[i].metric + parts[i].delta + counter);
  const cuts = parts.map((p, i) => fitWidth(p.name, room(i)));
  const alike = /* @__PURE__ */ new Map();
  cuts.forEach((cut, i) => alike.set(cut, [...alike.get(cut) ?? [], i]));
  for (const group of alike.values())
    for (const i of group) {
      const others = group.filter((j) => parts[j].name !== parts[i].name);
      if (others.length === 0) continue;
      const from = Math.max(...others.map((j) => sharedStart(parts[i].name, parts[j].name)));
      cuts[i] = fitAround(parts[i].name, from, room(i));
    }
  const used = /* @__PURE__ */ new Set();
  return parts.map((p, i) => {
    const label = (cut, counter) => chartLabel(`${chartLabel(cut)}${p.metric}${p.delta}${counter}`);
    let text = label(cuts[i], "");
    for (let n = 2; used.has(text); n++) text = label(fitWidth(cuts[i], room(i, ` (${n})`)), ` (${n})`);
    used.add(text);
    return text;
  });
}
function num2(value) {
  const text = value.toFixed(2).replace(/\.?0+$/, "");
  return text === "-0" ? "0" : text;
}
function niceStep(rough) {
  const power = 10 ** Math.floor(Math.log10(rough));
  const f = rough / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * power;
}
function series(bar) {
  const shades = [bar.far, bar.size, bar.near];
  return bar.worse ? [...shades, 0, 0, 0] : [0, 0, 0, ...shades];
}
function renderChart(report, maxBars = CHART_MAX_BARS) {
  const rows = chartableRows(report);
  if (rows.length === 0) return [];
  const shown = [...rows].sort((a, b) => Math.abs(b.deltaPct) - Math.abs(a.deltaPct)).slice(0, maxBars);
  const worse = (c) => c.deltaPct > 0 === (c.better === "lower");
  shown.sort((a, b) => Number(worse(b)) - Number(worse(a)) || Math.abs(b.deltaPct) - Math.abs(a.deltaPct));
  const main = mainMetric(shown);
  const fitWhole = shown.every((c) => {
    const end = labelEnd(c, main);
    return emWidth(`${c.benchmark}${end.metric}${end.delta}`) <= CHART_LABEL_EM;
  });
  const prefix = fitWhole ? "" : commonPrefix(shown.map((c) => c.benchmark));
  const names = labels(shown, prefix, main);
  const round = (v) => Math.round(v * 100) / 100;
  let crossesZero = false;
  const bars = shown.map((c, i) => {
    const delta = round(c.deltaPct);
    const shown2 = shownInterval(c).ci;
    const ci = shown2 && shown2.every(Number.isFinite) ? shown2.map((r) => round(100 * (r - 1))) : [delta, delta];
    const sign = delta < 0 ? -1 : 1;
    const ends = [sign * ci[0], sign * ci[1], Math.abs(delta)];
    const near = Math.min(...ends);
    if (near < 0) crossesZero = true;
    return { label: names[i], worse: worse(c), size: Math.abs(delta), near: Math.max(near, 0), far: Math.max(...ends) };
  });
  const high = Math.max(...bars.map((b) => b.far));
  const step = niceStep((high || 1) / 5);
  const max = Math.ceil(high / step) * step || step;
  const columns = bars.map(series);
  const palette = [SHADES.worse.beyond, SHADES.worse.onBar, SHADES.worse.bar, SHADES.better.beyond, SHADES.better.onBar, SHADES.better.bar].join(", ");
  const init = {
    xyChart: {
      width: CHART_WIDTH,
      height: Math.min(90 + 28 * bars.length, 900),
      chartOrientation: "horizontal",
      titleFontSize: 14,
      plotReservedSpacePercent: 30,
      // Room on the left of the labels for a column a little narrower than the chart (see above).
      xAxis: { labelFontSize: LABEL_FONT, labelPadding: 12 },
      yAxis: { showLabel: false, showTick: false, titleFontSize: LABEL_FONT }
    },
    // Only the bars' colours: background and text follow the reader's light or dark theme.
    themeVariables: { xyChart: { plotColorPalette: palette } }
  };
  const capped = rows.length > shown.length ? ` Showing the ${shown.length} largest changes of ${rows.length}.` : "";
  const cut = crossesZero ? " A CI that reaches past 0 is drawn from 0." : "";
  const named = prefix ? ` Names without their common beginning ${codeSpan(prefix)}.` : "";
  const metrics = shown.some((c) => c.metric !== main) ? ` Bars of a metric other than ${escapeText(main)} say which.` : "";
  return [
    "```mermaid",
    `%%{init: ${JSON.stringify(init)}}%%`,
    "xychart-beta horizontal",
    `  title "Changed rows: size of \u0394, its CI shaded"`,
    `  x-axis [${bars.map((b) => `"${b.label}"`).join(", ")}]`,
    `  y-axis "|\u0394| %" 0 --> ${num2(max)}`,
    ...columns[0].map((_, s) => `  bar [${columns.map((col) => num2(col[s])).join(", ")}]`),
    "```",
    "",
    `<sub>Each bar is the size of its row's \u0394 % (head vs base), orange where head is worse, blue where it is better; the darker and lighter shading over it is the confidence interval the table shows for it.${metrics}${cut}${named}${capped}</sub>`
  ];
}

// src/stats/looks.ts
function scheduledLooks(s) {
  if (!(Number.isInteger(s.minRounds) && s.minRounds >= 1)) throw new RangeError(`min-rounds must be an integer \u2265 1 (got ${s.minRounds})`);
  if (!(Number.isInteger(s.maxRounds) && s.maxRounds >= s.minRounds))
    throw new RangeError(`max-rounds must be an integer \u2265 min-rounds ${s.minRounds} (got ${s.maxRounds})`);
  if (!(Number.isInteger(s.lookEvery) && s.lookEvery >= 1)) throw new RangeError(`look-every must be an integer \u2265 1 (got ${s.lookEvery})`);
  const looks = [];
  for (let r = s.minRounds; r < s.maxRounds; r += s.lookEvery) looks.push(r);
  looks.push(s.maxRounds);
  return looks;
}
function floorP(test, rounds2) {
  if (test === "instructions") return rounds2 >= MIN_INSTRUCTION_ROUNDS ? 0 : 1;
  return test === "paired" ? pairedMinAttainableP(rounds2) : minAttainableP(rounds2, rounds2);
}
function plannedLooks(schedule, floor) {
  const all = scheduledLooks(schedule);
  const last = all[all.length - 1];
  const m = Math.max(1, floor.familySize ?? 1);
  for (let j = all.length; j >= 2; j--) {
    const level = perTestAlpha(floor.alpha / j, m, floor.correction);
    const viable = all.filter((r) => floorP(floor.test, r) < level);
    if (viable.length >= j) return { looks: [...viable.slice(0, j - 1), last], lookAlpha: floor.alpha / j };
  }
  return { looks: [last], lookAlpha: floor.alpha };
}
function couldBeRegression(row2, threshold) {
  const ci = row2.decision?.ratioCI ?? row2.ratioCI;
  if (row2.ratio === null || ci === null) return true;
  const worst = row2.better === "lower" ? ci[1] : ci[0];
  if (classifySignificant(worst, null, row2.better, rowThreshold(row2, { threshold })) !== "regression") return false;
  const size = row2.minChange === void 0 ? null : absoluteChange(worst, row2.base.median);
  return size === null || size >= row2.minChange;
}
function undecidedRows(comparisons, settings) {
  return comparisons.filter(
    (r) => r.gated && (r.verdict === "insufficient" || r.verdict === "inconclusive" && (settings.failOnInconclusive || couldBeRegression(r, settings.threshold)))
  );
}
function isDecided(comparisons, settings) {
  return undecidedRows(comparisons, settings).length === 0;
}
function stopReason(plan, rounds2, comparisons, settings) {
  if (isDecided(comparisons, settings)) return "decided";
  const last = plan.looks[plan.looks.length - 1];
  return rounds2 >= last ? "max-rounds" : null;
}

// src/report/headline.ts
var HEADLINE_MARK = {
  fail: "\u274C",
  undecided: "\u2754",
  attention: "\u26A0\uFE0F",
  accepted: "\u{1F7E1}",
  pass: "\u2705"
};
var plural2 = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function countsText(summary) {
  const s = summary;
  const parts = [];
  if (s.regression) parts.push(plural2(s.regression, "regression"));
  if (s.accepted) parts.push(plural2(s.accepted, "accepted regression"));
  if (s.improvement) parts.push(plural2(s.improvement, "improvement"));
  if (s.minor) parts.push(`${s.minor} minor`);
  if (s.unchanged) parts.push(`${s.unchanged} unchanged`);
  if (s.inconclusive) parts.push(`${s.inconclusive} inconclusive`);
  if (s.insufficient) parts.push(`${s.insufficient} insufficient`);
  if (s.added) parts.push(`${s.added} added`);
  if (s.removed) parts.push(`${s.removed} removed`);
  if (s.ignored) parts.push(`${s.ignored} ignored`);
  return parts.length ? parts.join(", ") : "no benchmarks compared";
}
function headline(report) {
  const regressions = report.comparisons.filter((c) => c.gated && c.verdict === "regression").length;
  const undecided = undecidedRows(report.comparisons, report.settings);
  const ungatedConcern = report.comparisons.some(
    (c) => !c.gated && (c.verdict === "regression" || c.verdict === "inconclusive" || c.verdict === "insufficient")
  );
  const kind2 = report.verdict === "fail" ? "fail" : undecided.length > 0 ? "undecided" : ungatedConcern ? "attention" : report.summary.accepted > 0 ? "accepted" : "pass";
  const undecidedText = `${undecided.length} undecided`;
  const status = {
    // Without a gated regression the check failed on undecided rows (fail-on-inconclusive), or the run itself failed.
    fail: regressions > 0 ? `${plural2(regressions, "gated regression")}${undecided.length ? `, ${undecidedText}` : ""}` : undecided.length > 0 ? `${undecidedText} (fail-on-inconclusive)` : "the run failed",
    undecided: `no regression found, ${undecidedText}`,
    attention: report.summary.accepted > 0 ? "gated regressions accepted" : "no regression on gated metrics",
    accepted: "gated regressions accepted",
    pass: "no regressions"
  }[kind2];
  return {
    kind: kind2,
    mark: HEADLINE_MARK[kind2],
    verdict: report.verdict,
    regressions,
    undecided,
    status,
    counts: countsText(report.summary),
    // Instructions rows within the spread between identical runs are never decided by more of them.
    more: undecided.length > 0 && undecided.every(beyondRounds) ? "no more rounds" : report.run ? "more rounds" : "more runs a side (or benchgate run)"
  };
}

// src/stats/gated.ts
function gatedMetricList(settings) {
  return settings.measure === "instructions" && settings.gate.includes("time") ? [...settings.gate, "instructions"] : [...settings.gate];
}
function gatedMetrics(settings) {
  return new Set(gatedMetricList(settings));
}

// src/instructions/attribution/cachegrind-file.ts
var NO_SYMBOL = "???";
var CachegrindFormatError = class extends Error {
  name = "CachegrindFormatError";
};
function parseCachegrind(text, source = "cachegrind output") {
  const fail = (lineNo2, why) => {
    throw new CachegrindFormatError(`${source}:${lineNo2}: ${why}`);
  };
  const functions = /* @__PURE__ */ new Map();
  let command = "";
  let irColumn = -1;
  let summary;
  let fn;
  let current = 0;
  const flush = () => {
    if (fn !== void 0 && current !== 0) functions.set(fn, (functions.get(fn) ?? 0) + current);
    current = 0;
  };
  let lineNo = 0;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    lineNo++;
    const c = line.charCodeAt(0);
    if (c >= 48 && c <= 57) {
      if (irColumn < 0) fail(lineNo, "a cost line before the events: line");
      if (fn === void 0) fail(lineNo, "a cost line before any fn= line");
      const fields = line.split(" ");
      const v = fields[irColumn + 1];
      if (v !== void 0 && v !== "." && v !== "") {
        const n = Number(v);
        if (!Number.isFinite(n)) fail(lineNo, `not a count: ${JSON.stringify(v.slice(0, 40))}`);
        current += n;
      }
    } else if (line.startsWith("fn=")) {
      flush();
      fn = line.slice(3);
    } else if (line.startsWith("fl=") || line.startsWith("fi=") || line.startsWith("fe=")) {
    } else if (line.startsWith("events:")) {
      irColumn = line.slice(7).trim().split(/\s+/).indexOf("Ir");
      if (irColumn < 0) fail(lineNo, `no Ir event in ${JSON.stringify(line.slice(0, 80))}`);
    } else if (line.startsWith("summary:")) {
      flush();
      const v = Number(line.slice(8).trim().split(/\s+/)[irColumn < 0 ? 0 : irColumn]);
      if (!Number.isFinite(v)) fail(lineNo, "the summary: line has no count");
      summary = v;
    } else if (line.startsWith("cmd:")) {
      command = line.slice(4).trim();
    } else if (line === "" || line.startsWith("desc:") || line.startsWith("#")) {
    } else {
      fail(lineNo, `not cachegrind output: ${JSON.stringify(line.slice(0, 80))}`);
    }
  }
  flush();
  if (summary === void 0) throw new CachegrindFormatError(`${source}: no summary: line (cut off?)`);
  return { command, functions, summary };
}
function addInto(a, b, scale = 1) {
  for (const [k, v] of b) a.set(k, (a.get(k) ?? 0) + v * scale);
}

// src/instructions/attribution/verdicts.ts
var ATTRIBUTED_VERDICTS = ["regression", "improvement", "accepted"];
function wantsAttribution(row2) {
  return row2.metric === "instructions" && ATTRIBUTED_VERDICTS.includes(row2.verdict);
}

// src/instructions/command-benchmark.ts
var COMMAND_BENCHMARK = "BenchmarkCommand";
function instructionsUnitLabel(benchmarks) {
  return benchmarks.length > 0 && benchmarks.every((b) => b === COMMAND_BENCHMARK) ? "instr/run" : "instr/op";
}

// src/instructions/attribution/markdown.ts
var COMMENT_FUNCTIONS = 10;
var STRIPPED_SHARE = 0.5;
var FUNCTION_NAME_CHARS = 160;
var integer2 = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
var oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
function signedCount(v) {
  const text = Math.abs(v) < 10 ? oneDecimal.format(Math.abs(v)) : integer2.format(Math.abs(v));
  return `${v < 0 ? "\u2212" : "+"}${text}`;
}
function pctText(c) {
  if (c.deltaPct === null) return Math.abs(c.base) < 0.5 && c.head > 0 ? " (new)" : "";
  const p = Math.abs(c.deltaPct);
  return ` (${c.deltaPct < 0 ? "\u2212" : "+"}${p < 10 ? oneDecimal.format(p) : integer2.format(p)}%)`;
}
function functionChangeText(c, unit = "instr/op") {
  return `${signedCount(c.delta)} ${unit}${pctText(c)}`;
}
function functionLine(c, unit = "instr/op") {
  const name2 = c.function === NO_SYMBOL ? `${codeSpan(NO_SYMBOL)} (no symbol)` : codeSpan(displayName(c.function, FUNCTION_NAME_CHARS));
  return `- ${functionChangeText(c, unit)} ${name2}`;
}
function strippedNote(row2) {
  const a = row2.attribution;
  const sides = ["base", "head"].filter((s) => a.noSymbol[s] > STRIPPED_SHARE);
  if (sides.length === 0) return void 0;
  const pct = Math.round(Math.max(...sides.map((s) => a.noSymbol[s])) * 100);
  return `_${sides.join(" and ")}: ${pct}% of the instructions have no symbol (\`???\`): the binary is stripped; build it with symbols (no \`-ldflags=-s\`, no \`strip\`) to see function names._`;
}
function attributionSection(rows, limit, showGroup) {
  const attributed = rows.filter((r) => r.attribution && ATTRIBUTED_VERDICTS.includes(r.verdict));
  if (attributed.length === 0) return [];
  const lines = [
    `<details><summary>Where the instructions went: the functions whose instructions per operation changed most, head \u2212 base (${plural(attributed.length, "row")})</summary>`,
    ""
  ];
  for (const row2 of attributed) {
    const a = row2.attribution;
    const group = showGroup && row2.group ? ` in ${codeSpan(displayName(row2.group, MARKDOWN_NAME_CHARS))}` : "";
    const rounds2 = a.rounds.base === a.rounds.head ? plural(a.rounds.base, "round") : `${a.rounds.base} base and ${a.rounds.head} head rounds`;
    lines.push(`**${codeSpan(displayName(row2.benchmark, MARKDOWN_NAME_CHARS))}**${group}: per function, median of ${rounds2} a side`, "");
    const shown = a.functions.slice(0, limit);
    if (shown.length === 0) lines.push("- no single function changed beyond what its count moved between identical runs");
    const unit = instructionsUnitLabel([row2.benchmark]);
    lines.push(...shown.map((c) => functionLine(c, unit)));
    const rest = a.functions.length - shown.length + a.more;
    if (rest > 0) {
      const where = shown.length < a.functions.length ? " (the job summary and the JSON report list more)" : " (each smaller than those above)";
      lines.push(`- _\u2026 ${plural(rest, "more function")}${where}_`);
    }
    const stripped = strippedNote(row2);
    lines.push("", ...stripped ? [stripped, ""] : []);
  }
  lines.push("</details>");
  return lines;
}

// src/report/warning-groups.ts
var NAMES_SHOWN = 5;
var Grouper = class {
  // code → metric → message: nested maps rather than one joined key, so that each warning's
  // message is hashed as it is (once, the hash stays on the string) and no key string is built
  // per warning (a large run has tens of thousands).
  byCode = /* @__PURE__ */ new Map();
  groups = [];
  add(w, name2, metric) {
    let byMetric = this.byCode.get(w.code);
    if (!byMetric) this.byCode.set(w.code, byMetric = /* @__PURE__ */ new Map());
    let byMessage = byMetric.get(metric);
    if (!byMessage) byMetric.set(metric, byMessage = /* @__PURE__ */ new Map());
    let entry = byMessage.get(w.message);
    if (!entry) {
      const group = metric === void 0 ? { code: w.code, message: w.message, names: [] } : { code: w.code, message: w.message, metric, names: [] };
      byMessage.set(w.message, entry = { group, seen: /* @__PURE__ */ new Set() });
      this.groups.push(group);
    }
    if (name2 !== void 0 && !entry.seen.has(name2)) {
      entry.seen.add(name2);
      entry.group.names.push(name2);
    }
  }
  list() {
    return [...this.groups];
  }
};
function reportWarningGroups(report) {
  const g = new Grouper();
  for (const w of report.warnings) g.add(w, w.benchmark);
  return g.list();
}
function rowWarningGroups(report) {
  let groups = rowGroupsOf.get(report);
  if (!groups) {
    const g = new Grouper();
    for (const c of report.comparisons) for (const w of c.warnings) g.add(w, c.benchmark, c.metric);
    rowGroupsOf.set(report, groups = g.list());
  }
  return [...groups];
}
var rowGroupsOf = /* @__PURE__ */ new WeakMap();
function nameList(names, render) {
  const shown = names.slice(0, NAMES_SHOWN).map(render);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : shown.join("");
}

// src/report/verdict-text.ts
function thresholdPct(report, c = {}) {
  return `${formatSignificant(rowThreshold(c, report.settings) * 100)}%`;
}
function minorText(c, report) {
  return minorReason(c, report.settings) === "min-change" ? `minor (< ${formatValue(c.minChange, c.unit)})` : `minor (< ${thresholdPct(report, c)})`;
}
function ignoredText(c) {
  const rules2 = c.rules ?? [];
  return rules2.length ? `ignored (rule ${rules2.join(", ")})` : "ignored";
}
function neededText(needed, approx, unit, report) {
  if (!report.run && !report.rounds) return `needs ${approx}${unitsNeededText(needed, unit, report)}`;
  const rounds2 = report.rounds;
  if (rounds2 && rounds2.stopped !== "fixed" && needed > rounds2.planned) return `needs more than max-rounds ${rounds2.planned}: ${approx}${needed}`;
  return `needs ${approx}${needed} rounds`;
}
function inconclusiveText(c, report) {
  const { ci } = shownInterval(c);
  const worst = ci ? c.better === "lower" ? ci[1] : ci[0] : null;
  const upTo = worst === null ? "" : `: up to ${formatDelta(100 * (worst - 1))}`;
  const ran = report.rounds?.run ?? report.run?.rounds;
  const needed = c.roundsNeeded === void 0 ? void 0 : Math.max(c.roundsNeeded, ran !== void 0 ? ran + 1 : 0);
  const needs = needed !== void 0 ? `; ${neededText(needed, "~", c.unitOfAnalysis, report)}` : "";
  if (beyondRounds(c) && c.instructions) {
    const floor = formatSignificant(100 * (Math.exp(c.instructions.floor) - 1));
    return `inconclusive${upTo}; within ${SPREAD_MULTIPLE}\xD7 the spread between identical runs (\xB1${floor}%): more rounds cannot decide it`;
  }
  return `inconclusive${upTo}${needs}`;
}
function withinText(c, report) {
  if (c.minChange !== void 0 && c.ratioCI) {
    const t = rowThreshold(c, report.settings);
    if (!(c.ratioCI[0] > 1 / (1 + t) && c.ratioCI[1] < 1 + t)) return `within \xB1${formatValue(c.minChange, c.unit)}`;
  }
  return `within \xB1${thresholdPct(report, c)}`;
}
function unchangedText(c, report) {
  return `unchanged (${withinText(c, report)})`;
}
var FILE_UNITS = {
  run: "runs (result files)",
  process: "forks or worker processes",
  sample: "samples"
};
function unitsNeededText(n, unit, report) {
  return report.run || report.rounds ? `${n} rounds` : `${n} ${FILE_UNITS[unit]} a side, or benchgate run`;
}
function insufficientText(c, report) {
  return c.roundsNeeded !== void 0 ? `insufficient: ${neededText(c.roundsNeeded, "\u2265 ", c.unitOfAnalysis, report)}` : "insufficient runs";
}
function worseRoundsText(c) {
  return c.paired && c.paired.pairs > 0 ? `worse in ${c.paired.worseRounds}/${c.paired.pairs} rounds` : "";
}
function otherTestText(c, alpha) {
  if (c.p === null || c.paired === null || c.mannWhitney.p === null || c.test === "instructions") return "";
  const other = c.test === "paired" ? { name: "Mann-Whitney", p: c.mannWhitney.p } : { name: "paired", p: c.paired.p };
  return c.p < alpha === other.p < alpha ? "" : `${other.name} p = ${formatP(other.p)}`;
}
var UTC_TIME = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?Z$/;
function acceptedByText(acceptance2) {
  const by = acceptance2.by !== null ? `@${acceptance2.by}` : "an unknown user";
  if (acceptance2.at === null) return `added by ${by}`;
  const m = UTC_TIME.exec(acceptance2.at);
  return `added by ${by} on ${m ? `${m[1]} ${m[2]} UTC` : acceptance2.at}`;
}
function verdictNotes(c, alpha) {
  if (c.verdict === "added" || c.verdict === "removed" || c.verdict === "ignored") return "";
  const rounds2 = worseRoundsText(c);
  const other = otherTestText(c, alpha);
  return rounds2 && other ? `${rounds2} \xB7 ${other}` : rounds2 || other;
}

// src/report/markdown.ts
var GITHUB_COMMENT_LIMIT = 65536;
var GITHUB_SUMMARY_LIMIT_BYTES = 1024 * 1024;
var JOB_SUMMARY_MAX_BYTES = GITHUB_SUMMARY_LIMIT_BYTES - 8 * 1024;
var CHANGED = CHANGED_VERDICTS;
var DETAIL_ORDER = ["insufficient", "unchanged", "added", "removed", "ignored"];
function commentMarker(key = "default") {
  return `<!-- benchgate:${key.replace(/[^\w.-]/g, "-")} -->`;
}
var shortSha = (sha) => sha ? sha.slice(0, 7) : void 0;
function cutCounts(summary, cut) {
  const cutRows = [
    ...summary.regression ? [plural(summary.regression, "regression")] : [],
    ...summary.accepted ? [plural(summary.accepted, "accepted regression")] : []
  ];
  const shown = `${cutRows.join(", ")}, ${cut.shown} ${cutRows.length > 1 ? "of them " : ""}shown \u2014 ${escapeTextWithCode(cut.hint)}`;
  const rest = countsText({ ...summary, regression: 0, accepted: 0 });
  return rest === "no benchmarks compared" ? shown : `${shown} \xB7 ${rest}`;
}
function header(report, cut) {
  const ungatedRegressions = report.comparisons.filter((c) => c.verdict === "regression" && !c.gated).length;
  const h = headline(report);
  let text = `### ${h.mark} benchgate: ${h.kind === "undecided" ? `${h.status} \xB7 ` : ""}${cut ? cutCounts(report.summary, cut) : h.counts}`;
  if (report.verdict === "pass" && ungatedRegressions > 0) {
    const which = report.summary.accepted > 0 ? `${plural(ungatedRegressions, "regression")} ` : "";
    text += ` (${which}only in metrics that do not gate the check; gated: ${report.settings.gate.map(escapeText).join(", ") || "none"})`;
  }
  const base = shortSha(report.run?.base.sha);
  const head = shortSha(report.run?.head.sha);
  if (base || head) text += ` \xB7 base ${codeSpan(base ?? "?")} \u2192 head ${codeSpan(head ?? "?")}`;
  return text;
}
function acceptanceLine(acceptance2, accepted) {
  const what = accepted === 1 ? "Regression accepted" : "Regressions accepted";
  return `> \u{1F7E1} ${what} with the label ${codeSpan(acceptance2.label)}, ${escapeText(acceptedByText(acceptance2))}.`;
}
var nameCode = (name2) => wrappingCode(displayName(name2, MARKDOWN_NAME_CHARS));
function benchmarkCell(c, ctx) {
  const metric = ctx.showMetric ? ` \xB7 ${escapeText(c.metric)}` : "";
  const group = ctx.showGroup && c.group ? ` <sub>${wrappingText(displayName(c.group, MARKDOWN_NAME_CHARS))}</sub>` : "";
  return `${nameCode(c.benchmark)}${metric}${group}`;
}
function pCell(c, report) {
  if (c.p === null) return "\u2014";
  return `${formatP(c.p)} (${adjustedPAgainstLevel(c, report) || formatP(c.pAdjusted)})`;
}
function deltaCell(c) {
  if (c.deltaPct === null) return "\u2014";
  const delta = formatDelta(c.deltaPct);
  const strong = c.verdict === "regression" || c.verdict === "accepted" || c.verdict === "improvement";
  const shown = shownInterval(c);
  const ci = formatRatioCI(shown.ci, intervalLabel(shown));
  return `${strong ? `**${delta}**` : delta}${ci ? ` ${ci}` : ""}`;
}
function verdictCell(c, report) {
  const notes = [verdictNotes(c, report.settings.alpha), ...decisionNotes(c)].filter((n) => n !== "").join(" \xB7 ");
  return notes ? `${verdictMark(c, report)} \xB7 ${escapeText(notes)}` : verdictMark(c, report);
}
function verdictMark(c, report) {
  switch (c.verdict) {
    case "regression":
      return c.gated ? "\u{1F534} regression" : "\u{1F7E0} regression (not gated)";
    case "accepted":
      return "\u{1F7E1} accepted";
    case "improvement":
      return "\u{1F7E2} improvement";
    case "minor":
      return `\u26AA ${minorText(c, report)}`;
    case "unchanged":
      return unchangedText(c, report);
    case "inconclusive":
      return `\u2754 ${inconclusiveText(c, report)}`;
    case "insufficient":
      return `\u26A0\uFE0F ${insufficientText(c, report)}`;
    case "added":
      return "\u2795 added (head only)";
    case "removed":
      return "\u2796 removed (base only)";
    case "ignored":
      return `\u{1F515} ${ignoredText(c)}`;
  }
}
var DELTA_HEADER = "\u0394 (95% CI)";
var COLUMNS = [
  { header: "benchmark", cell: (c, ctx) => benchmarkCell(c, ctx) },
  { header: "verdict", cell: (c, ctx) => verdictCell(c, ctx.report) },
  { header: DELTA_HEADER, cell: (c) => deltaCell(c) },
  { header: "metric", cell: (c) => escapeText(c.metric) },
  { header: "base", cell: (c) => formatSide(c, "base") },
  { header: "head", cell: (c) => formatSide(c, "head") },
  { header: "p (adj.)", cell: (c, ctx) => pCell(c, ctx.report) }
];
function tableHead(marked) {
  const headers = COLUMNS.map((col) => col.header === DELTA_HEADER && marked ? "\u0394 (CI)" : col.header);
  return [`| ${headers.join(" | ")} |`, `|${COLUMNS.map(() => "---").join("|")}|`];
}
function row(c, ctx) {
  return `| ${COLUMNS.map((col) => col.cell(c, ctx)).join(" | ")} |`;
}
function sortChanged(rows) {
  const rank = (c) => CHANGED.indexOf(c.verdict) * 2 + (c.verdict === "regression" && !c.gated ? 1 : 0);
  const badness = (c) => (c.deltaPct ?? 0) * (c.better === "lower" ? 1 : -1);
  return [...rows].sort((a, b) => rank(a) - rank(b) || (a.verdict === "improvement" ? badness(a) - badness(b) : badness(b) - badness(a)));
}
function sortDetails(rows) {
  const buckets = /* @__PURE__ */ new Map();
  for (const c of rows) {
    const rank = DETAIL_ORDER.indexOf(c.verdict);
    const bucket = buckets.get(rank);
    if (bucket) bucket.push(c);
    else buckets.set(rank, [c]);
  }
  return [...buckets.keys()].sort((a, b) => a - b).flatMap((rank) => buckets.get(rank));
}
function detailsSummary(report, details) {
  const count = (v) => details.filter((c) => c.verdict === v).length;
  const parts = [];
  if (count("unchanged")) parts.push(`${count("unchanged")} unchanged (each within \xB1${thresholdPct(report)})`);
  if (count("insufficient")) parts.push(`${count("insufficient")} insufficient`);
  const addedRemoved = count("added") + count("removed");
  if (addedRemoved) parts.push(`${addedRemoved} added/removed`);
  if (count("ignored")) parts.push(`${count("ignored")} ignored by rules (never gate)`);
  parts.push(`geomean ${formatGeomean(report.summary.geomean)}`);
  return parts.join(" \xB7 ");
}
function loadRange(loads) {
  if (!loads?.length) return void 0;
  const sorted = [...loads].sort((a, b) => a - b);
  const [lo, hi] = [sorted[0], sorted[sorted.length - 1]];
  const median = sorted[sorted.length - 1 >> 1];
  return lo === hi ? lo.toFixed(2) : `${lo.toFixed(2)}\u2013${hi.toFixed(2)} (median ${median.toFixed(2)}, ${loads.length} runs)`;
}
var MACHINE_FIELDS = [
  ["CPU model", (m) => m.cpuModel],
  ["runner image", (m) => m.image],
  ["logical cores", (m) => m.cores !== void 0 ? String(m.cores) : void 0],
  ["memory", (m) => m.memoryBytes !== void 0 ? formatBytes(m.memoryBytes) : void 0],
  ["OS", (m) => m.os],
  ["kernel", (m) => m.kernel],
  ["CPU governor", (m) => m.governor],
  ["load average (1 min, over the runs)", (m) => loadRange(m.loadavg)]
];
function machineSection(report) {
  const { base, head } = report.machine;
  const rows = [];
  const addRow = (label, b, h) => {
    if (b === void 0 && h === void 0) return;
    const same = b !== void 0 && b === h ? " (same)" : "";
    rows.push(`| ${label}${same} | ${b === void 0 ? "\u2014" : escapeText(b)} | ${h === void 0 ? "\u2014" : escapeText(h)} |`);
  };
  for (const [label, get] of MACHINE_FIELDS) addRow(label, get(base), get(head));
  const toolKeys = [.../* @__PURE__ */ new Set([...Object.keys(base.tool ?? {}), ...Object.keys(head.tool ?? {})])].sort();
  for (const key of toolKeys) addRow(`tool: ${escapeText(key)}`, base.tool?.[key], head.tool?.[key]);
  const versionKeys = [.../* @__PURE__ */ new Set([...Object.keys(base.versions ?? {}), ...Object.keys(head.versions ?? {})])].sort();
  for (const key of versionKeys) addRow(escapeText(key), base.versions?.[key], head.versions?.[key]);
  for (const shard2 of report.shards ?? [])
    addRow(`shard ${escapeText(shard2.name)}: CPU model`, shard2.base.cpuModel ?? shard2.base.tool?.cpu, shard2.head.cpuModel ?? shard2.head.tool?.cpu);
  if (rows.length === 0) return ["<details><summary>Machine: not recorded</summary>", "", "Neither side recorded machine information.", "", "</details>"];
  const cpuBase = base.cpuModel ?? base.tool?.cpu;
  const cpuHead = head.cpuModel ?? head.tool?.cpu;
  const shardCpus = [
    ...new Set(
      (report.shards ?? []).flatMap((s) => [s.base.cpuModel ?? s.base.tool?.cpu, s.head.cpuModel ?? s.head.tool?.cpu]).filter((c) => !!c)
    )
  ];
  const cpu = report.shards?.length ? `${plural(report.shards.length, "shard")} on ${shardCpus.length ? shardCpus.map(escapeText).join(", ") : "CPUs not reported"}` : cpuBase && cpuHead ? cpuBase === cpuHead ? `${escapeText(cpuBase)} (same on both sides)` : `\u26A0\uFE0F different CPUs: ${escapeText(cpuBase)} vs ${escapeText(cpuHead)}` : cpuBase || cpuHead ? escapeText(cpuBase ?? cpuHead) : "CPU not reported";
  return [`<details><summary>Machine: ${cpu}</summary>`, "", "| | base | head |", "|---|---|---|", ...rows, "", "</details>"];
}
function correctionText(report, tests) {
  const name2 = { holm: "Holm", bh: "Benjamini\u2013Hochberg", none: "no correction" }[report.settings.correction];
  return report.settings.correction === "none" ? `${name2} (${plural(tests, "test")})` : `${name2} over ${plural(tests, "test")}`;
}
function stoppedText(report) {
  const r = report.rounds;
  if (!r || r.stopped === "fixed") return "";
  const looks = r.looks.length ? ` after ${plural(r.looks.length, "look")} at ${r.looks.map((l) => l.rounds).join(", ")} rounds` : "";
  const why = r.stopped === "decided" ? "stopped: no gated row can still be a regression" : `stopped: max-rounds (${r.planned}) reached with rows undecided`;
  return `; rounds: auto, ${why}${looks}, each look at \u03B1 = ${+r.lookAlpha.toPrecision(3)}`;
}
function intervalLevelsText(report) {
  const look = report.rounds && report.rounds.lookAlpha < report.settings.alpha ? " per look" : "";
  const level = { holm: `Holm's step of \u03B1${look}, \u03B1/m \u2026 \u03B1 by rank of p`, bh: `Benjamini\u2013Hochberg's \u03B1${look}\xB7k/m`, none: `\u03B1${look}` }[report.settings.correction];
  return `\u0394's CI is at the level each row was decided at (marked: 1 \u2212 ${level}), so it excludes 0 exactly when the row is significant; unchanged rows show the 95% CI (within \xB1${thresholdPct(report)})`;
}
function testText(report) {
  if (report.settings.measure === "instructions") {
    return "instructions per operation (valgrind cachegrind; time not measured: blind to cache and memory effects, I/O, sleeps, lock contention and JIT warm-up), Welch's t on log counts, a change must exceed 3\xD7 the spread between identical runs (docs/instructions.md)";
  }
  return report.settings.test === "paired" ? "Wilcoxon signed-rank on paired rounds" : "Mann-Whitney U on per-run values";
}
function settingsLine(report) {
  const parts = [];
  const run2 = report.run;
  if (run2) {
    const warmup = run2.warmup > 0 ? `, ${run2.warmup} warm-up ${run2.warmup === 1 ? "round" : "rounds"} discarded` : "";
    parts.push(`${run2.rounds} rounds \xD7 2 sides, interleaved (random order)${warmup}${stoppedText(report)}`);
  } else {
    parts.push("compared from result files");
  }
  const tests = report.comparisons.filter((c) => c.p !== null && c.verdict !== "ignored" && !rowIsConstant(c)).length;
  parts.push(`${testText(report)}, ${correctionText(report, tests)}, \u03B1 = ${report.settings.alpha}, threshold ${thresholdPct(report)}`);
  if (anyMarked(report.comparisons)) parts.push(intervalLevelsText(report));
  const raw = report.comparisons.reduce((sum, c) => sum + c.base.n + c.head.n, 0);
  const removed = report.comparisons.reduce((sum, c) => sum + (c.base.n - c.base.kept) + (c.head.n - c.head.kept), 0);
  const mode = { iqr: "Tukey 1.5\xD7IQR inside each run", upper: "Tukey 1.5\xD7IQR inside each run, slow side only", none: "none removed" }[report.settings.outliers];
  const units = report.comparisons.reduce((sum, c) => sum + c.base.units + c.head.units, 0);
  const flagged = report.comparisons.reduce((sum, c) => sum + c.base.flagged + c.head.flagged, 0);
  const outlierUnits = flagged > 0 ? `; ${flagged} of ${units} units ${flagged === 1 ? "was an outlier" : "were outliers"}` : "";
  parts.push(
    report.settings.outliers === "none" ? `outliers: ${mode}${outlierUnits ? ` (${outlierUnits.slice(2)})` : ""}` : `outliers: ${mode} (${removed} of ${raw} samples removed${outlierUnits})`
  );
  parts.push(`gated metrics: ${gatedMetricList(report.settings).map(escapeText).join(", ") || "none"}`);
  if (report.rules) parts.push(rulesText(report.rules));
  if (report.isolation)
    parts.push(
      report.isolation.mode === "sandbox" ? `isolation: sandbox (${escapeText(report.isolation.mechanism ?? "yes")}${report.isolation.otherSide === "paused" ? ", other side paused" : ""})${report.isolation.network ? `, network: ${report.isolation.network}` : ""}` : `isolation: none (${escapeText(report.isolation.reason ?? "not isolated")})`
    );
  return parts.join(" \xB7 ");
}
function rulesText(rules2) {
  const what = (r, i) => {
    const sets = [];
    if (r.threshold !== void 0) sets.push(`threshold ${formatSignificant(r.threshold * 100)}%`);
    if (r.gate !== void 0) sets.push(r.gate ? "gated" : "not gated");
    if (r.ignore !== void 0) sets.push(r.ignore ? "ignored" : "not ignored");
    if (r.minChange !== void 0) sets.push(`min-change ${escapeText(r.minChange)}`);
    const metric = r.metric ? ` (${r.metric.map(escapeText).join(", ")})` : "";
    return `#${i + 1} ${r.match.map((m) => codeSpan(m)).join(", ")}${metric} ${sets.join(", ")} \u2192 ${plural(r.rows, "row")}`;
  };
  const source = rules2.source.startsWith("base ") ? `base ${codeSpan(rules2.source.slice(5, 12))}` : escapeText(rules2.source);
  return `rules: ${codeSpan(rules2.file)} (${source}): ${rules2.rules.length ? rules2.rules.map(what).join("; ") : "none"}`;
}
function warningLines(report, maxWarnings) {
  const clip = (w) => escapeText(w.length > 300 ? `${w.slice(0, 300)}\u2026` : w);
  const names = (g) => nameList(g.names, nameCode);
  const all = [
    ...reportWarningGroups(report).map((g) => () => g.names.length > 1 ? `${clip(g.message)} \u2014 ${names(g)}` : clip(g.message)),
    ...(report.run?.failedRuns ?? []).map(
      (f) => () => `${f.side} round ${f.round} failed: ${clip(f.reason)}${f.exitCode != null ? ` (exit ${f.exitCode})` : ""}`
    ),
    ...rowWarningGroups(report).map((g) => () => `${names(g)} (${escapeText(g.metric ?? "")}): ${clip(g.message)}`)
  ];
  if (all.length === 0) return [];
  const shown = all.slice(0, maxWarnings).map((w) => `- ${w()}`);
  if (all.length > maxWarnings) shown.push(`- \u2026 and ${all.length - maxWarnings} more warnings (see the JSON report)`);
  return ["**Warnings**", "", ...shown];
}
function footnotes(report) {
  const noCI = report.comparisons.filter((c) => c.base.n > 0 && c.base.ci === null || c.head.n > 0 && c.head.ci === null);
  if (noCI.length === 0) return [];
  const units = [...new Set(noCI.map((c) => UNIT_NOUN[c.unitOfAnalysis]))].join(" or ");
  return [`<sub>\xB1 \u2014: with 5 or fewer ${units} a side has no 95% confidence interval of its median.</sub>`];
}
function sampleFloorNote(report) {
  const rows = report.comparisons.filter((c) => c.verdict === "insufficient");
  if (rows.length === 0) return [];
  const neediest = rows.reduce((max, c) => (c.roundsNeeded ?? 0) > (max.roundsNeeded ?? 0) ? c : max, rows[0]);
  const needed = neediest.roundsNeeded ?? 0;
  const advice = needed > 0 ? `: each needs at least ${unitsNeededText(needed, neediest.unitOfAnalysis, report)}` : "";
  return [`> \u26A0\uFE0F ${plural(rows.length, "comparison")} can never be significant with the data given${advice}.`, ""];
}
function acceptanceNote(report) {
  return report.acceptance && report.summary.accepted > 0 ? [acceptanceLine(report.acceptance, report.summary.accepted), ""] : [];
}
var RowList = class {
  constructor(rows, format, measure) {
    this.rows = rows;
    this.format = format;
    this.measure = measure;
  }
  rows;
  format;
  measure;
  formatted = [];
  get length() {
    return this.rows.length;
  }
  /** The first n rows (n ≤ length). */
  first(n) {
    if (n > 0) this.at(n - 1);
    return this.formatted.slice(0, n);
  }
  at(i) {
    while (this.formatted.length <= i) this.formatted.push(this.format(this.rows[this.formatted.length]));
    return this.formatted[i];
  }
  /**
   * The joined size of the first n rows, one '\n' each; once it passes `limit` it stops
   * formatting and returns what it has (then also more than `limit`).
   */
  joinedSize(n, limit) {
    let size = 0;
    for (let i = 0; i < n && size <= limit; i++) size += this.measure(this.at(i)) + 1;
    return size;
  }
};
var utf16Length = (s) => s.length;
var utf8Bytes = (s) => Buffer.byteLength(s, "utf8");
function layoutOf(report, options, measure) {
  const changed = sortChanged(report.comparisons.filter((c) => CHANGED.includes(c.verdict)));
  const regressions = changed.filter((c) => c.verdict === "regression" || c.verdict === "accepted").length;
  const details = sortDetails(report.comparisons.filter((c) => !CHANGED.includes(c.verdict)));
  const showGroup = new Set(report.comparisons.map((c) => c.group)).size > 1;
  const severalMetrics = (rows) => new Set(rows.map((c) => c.metric)).size > 1;
  const changedContext = { report, showGroup, showMetric: severalMetrics(changed) };
  const detailsContext = { report, showGroup, showMetric: severalMetrics(details) };
  const bottom = [];
  if (details.length === 0 && report.summary.geomean !== null) bottom.push(`geomean ${formatGeomean(report.summary.geomean)}`, "");
  const warnings2 = warningLines(report, options.maxWarnings);
  if (warnings2.length) bottom.push(...warnings2, "");
  bottom.push(...machineSection(report), "", settingsLine(report));
  const notes = footnotes(report);
  if (notes.length) bottom.push("", ...notes);
  return {
    top: [commentMarker(options.key), header(report), "", ...acceptanceNote(report), ...sampleFloorNote(report)],
    cutHeader: (shown) => header(report, { shown, hint: options.fullReportHint }),
    regressions,
    changedHead: tableHead(anyMarked(changed)),
    changedRows: new RowList(changed, (c) => row(c, changedContext), measure),
    chart: blocks(
      attributionSection(changed, options.attributionFunctions, showGroup),
      options.chart ? renderChart(report) : [],
      changed.length > 0 ? options.history : []
    ),
    detailsSummary: details.length ? detailsSummary(report, details) : void 0,
    detailRows: new RowList(details, (c) => row(c, detailsContext), measure),
    bottom
  };
}
function blocks(...parts) {
  return parts.filter((p) => p.length > 0).flatMap((p, i) => i > 0 ? ["", ...p] : p);
}
function renderLines(layout, hasComparisons, changedShown, detailsShown, withChart, options, withRows = true) {
  const lines = [...layout.top];
  if (changedShown < layout.regressions) lines[1] = layout.cutHeader(changedShown);
  const omittedChanged = layout.changedRows.length - changedShown;
  const omittedDetails = layout.detailRows.length - detailsShown;
  const truncationNote = (n) => `_\u2026 ${plural(n, "more row")} not shown to stay within GitHub's size limit; ${escapeTextWithCode(options.fullReportHint)}._`;
  if (layout.changedRows.length > 0) {
    lines.push(...layout.changedHead, ...withRows ? layout.changedRows.first(changedShown) : []);
    if (omittedChanged > 0) lines.push("", truncationNote(omittedChanged));
    lines.push("");
    if (withChart && layout.chart.length > 0) lines.push(...layout.chart, "");
  } else if (hasComparisons) {
    lines.push("No benchmark changed significantly.", "");
  }
  if (layout.detailsSummary !== void 0) {
    lines.push(`<details><summary>${layout.detailsSummary}</summary>`, "");
    if (detailsShown > 0) lines.push(...tableHead(false), ...withRows ? layout.detailRows.first(detailsShown) : [], "");
    if (omittedDetails > 0) lines.push(truncationNote(omittedDetails), "");
    lines.push("</details>", "");
  }
  lines.push(...layout.bottom);
  return lines;
}
var joinLines = (lines) => lines.join("\n") + "\n";
function joinedSize(lines, measure) {
  let size = lines.length;
  for (const line of lines) size += measure(line);
  return size;
}
function largestFitting(lo, hi, fits) {
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
function renderMarkdown(report, options = {}) {
  const opts = {
    key: options.key ?? "default",
    maxLength: options.maxLength ?? GITHUB_COMMENT_LIMIT,
    maxBytes: options.maxBytes ?? Infinity,
    fullReportHint: options.fullReportHint ?? "the full report is in the JSON file and the job summary",
    maxWarnings: options.maxWarnings ?? 30,
    chart: options.chart ?? true,
    history: options.history ?? [],
    attributionFunctions: options.attributionFunctions ?? COMMENT_FUNCTIONS
  };
  const byBytes = Number.isFinite(opts.maxBytes);
  const measure = byBytes ? utf8Bytes : utf16Length;
  const limit = byBytes ? Math.min(opts.maxBytes, options.maxLength ?? Infinity) : opts.maxLength;
  const layout = layoutOf(report, opts, measure);
  const nChanged = layout.changedRows.length;
  const nDetails = layout.detailRows.length;
  const hasComparisons = report.comparisons.length > 0;
  const draw = (changed, details, chart2 = false) => joinLines(renderLines(layout, hasComparisons, changed, details, chart2, opts));
  const fits = (changed, details, chart2 = false) => {
    const rest = joinedSize(renderLines(layout, hasComparisons, changed, details, chart2, opts, false), measure);
    const budget = limit - rest;
    return budget >= 0 && layout.changedRows.joinedSize(changed, budget) + layout.detailRows.joinedSize(details, budget) <= budget;
  };
  const chart = layout.chart.length > 0;
  if (fits(nChanged, nDetails, chart)) return draw(nChanged, nDetails, chart);
  if (chart && fits(nChanged, 0, true))
    return draw(
      nChanged,
      largestFitting(0, nDetails, (d) => fits(nChanged, d, true)),
      true
    );
  if (fits(nChanged, 0))
    return draw(
      nChanged,
      largestFitting(0, nDetails, (d) => fits(nChanged, d))
    );
  const regressions = layout.regressions;
  if (fits(regressions, 0))
    return draw(
      largestFitting(regressions, nChanged, (n) => fits(n, 0)),
      0
    );
  return draw(
    largestFitting(0, regressions, (n) => fits(n, 0)),
    0
  );
}

// src/cli/common.ts
import { closeSync, openSync, writeFileSync, writeSync } from "node:fs";

// src/instructions/attribution/terminal.ts
var TERMINAL_FUNCTIONS = 5;
function attributionTerminal(rows, showGroup) {
  const attributed = rows.filter((r) => r.attribution && r.attribution.functions.length > 0 && ATTRIBUTED_VERDICTS.includes(r.verdict));
  if (attributed.length === 0) return [];
  const lines = [`where the instructions went (per function, head \u2212 base; the first ${TERMINAL_FUNCTIONS} a row, all in the JSON report):`];
  for (const row2 of attributed) {
    const group = showGroup && row2.group ? `${escapeTerminal(displayName(row2.group, TERMINAL_NAME_CHARS))} ` : "";
    lines.push(`  ${group}${escapeTerminal(displayName(row2.benchmark, TERMINAL_NAME_CHARS))}`);
    const unit = instructionsUnitLabel([row2.benchmark]);
    for (const c of row2.attribution.functions.slice(0, TERMINAL_FUNCTIONS)) {
      lines.push(`    ${functionChangeText(c, unit)}  ${escapeTerminal(displayName(c.function, 160))}`);
    }
  }
  lines.push("");
  return lines;
}

// src/report/terminal.ts
function shouldUseColor(stream, env = process.env) {
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "0") return true;
  return stream.isTTY === true && env.TERM !== "dumb";
}
var UNIT_LABEL = { s: "sec/op", B: "B/op", "B/s": "B/s", "ops/s": "ops/s", allocs: "allocs/op" };
function verdictText(c, report) {
  switch (c.verdict) {
    case "regression":
      return c.gated ? "REGRESSION" : "regression (not gated)";
    case "accepted":
      return "accepted (label)";
    case "improvement":
      return "improvement";
    case "minor":
      return minorText(c, report);
    case "unchanged":
      return withinText(c, report);
    case "inconclusive":
      return inconclusiveText(c, report);
    case "insufficient":
      return insufficientText(c, report);
    case "added":
      return "added (head only)";
    case "removed":
      return "removed (base only)";
    case "ignored":
      return ignoredText(c);
  }
}
function colorOf(c) {
  if (c.verdict === "regression") return c.gated ? 31 : 33;
  if (c.verdict === "accepted") return 33;
  if (c.verdict === "improvement") return 32;
  if (c.verdict === "insufficient") return 33;
  if (c.verdict === "unchanged") return 2;
  return void 0;
}
function name(c, showGroup) {
  const benchmark = displayName(c.benchmark, TERMINAL_NAME_CHARS);
  return escapeTerminal(showGroup && c.group ? `${displayName(c.group, TERMINAL_NAME_CHARS)} ${benchmark}` : benchmark);
}
function deltaCell2(c) {
  if (c.verdict === "unchanged") return "~";
  const shown = shownInterval(c);
  const ci = formatRatioCI(shown.ci, intervalLabel(shown));
  return `${formatDelta(c.deltaPct)}${ci ? ` ${ci}` : ""}`;
}
var UNIT_NOUNS = {
  run: ["run", "runs"],
  process: ["process", "processes"],
  sample: ["sample", "samples"]
};
function unitsCell(c) {
  const [one, many] = UNIT_NOUNS[c.unitOfAnalysis];
  const b = c.base.units;
  const h = c.head.units;
  const paired2 = c.test === "paired" && c.paired !== null;
  const count = paired2 ? `${c.paired.pairs} ${c.paired.pairs === 1 ? "pair" : "pairs"}` : b === h ? `${b} ${b === 1 ? one : many}` : `${b}+${h} ${many}`;
  const each = samplesPerUnit(c.base);
  return c.unitOfAnalysis !== "sample" && each === samplesPerUnit(c.head) && Number.isInteger(each) && each > 1 ? `n=${count} \xD7 ${each}` : `n=${count}`;
}
function samplesPerUnit(s) {
  return s.units > 0 ? s.n / s.units : NaN;
}
function verdictCell2(c, ctx) {
  const notes = [verdictNotes(c, ctx.alpha), ...decisionNotes(c)].filter((n) => n !== "").join(" \xB7 ");
  const text = verdictText(c, ctx.report);
  return notes ? `${text} (${notes})`.trim() : text;
}
var DELTA_HEADER2 = "vs base (95% CI)";
var COLUMNS2 = [
  { header: "", align: "left", cell: (c, ctx) => name(c, ctx.showGroup) },
  { header: "", align: "left", cell: (c, ctx) => verdictCell2(c, ctx) },
  { header: DELTA_HEADER2, align: "right", cell: (c) => deltaCell2(c) },
  { header: "base", align: "right", cell: (c) => formatSide(c, "base") },
  { header: "head", align: "right", cell: (c) => formatSide(c, "head") },
  { header: "p (adj.)", align: "left", cell: (c, ctx) => c.p === null ? "" : `p=${adjustedPAgainstLevel(c, ctx.report) || formatP(c.pAdjusted)}` },
  { header: "n", align: "left", cell: (c) => unitsCell(c) }
];
var SPACE_RUNS = [""];
function spaces(count) {
  while (SPACE_RUNS.length <= count) SPACE_RUNS.push(" ".repeat(SPACE_RUNS.length));
  return SPACE_RUNS[Math.max(0, count)];
}
function metricBlock(metric, rows, ctx, paint) {
  const unit = rows[0].unit;
  const better = rows[0].better === "lower" ? "lower is better" : "higher is better";
  const label = unit === "instr" ? instructionsUnitLabel(rows.map((c) => c.benchmark)) : UNIT_LABEL[unit] ?? unit;
  const title = `${escapeTerminal(metric)} (${escapeTerminal(label)}, ${better})`;
  const marked = anyMarked(rows);
  const table = [
    COLUMNS2.map((col) => col.header === DELTA_HEADER2 && marked ? "vs base (CI)" : col.header),
    ...rows.map((c) => COLUMNS2.map((col) => col.cell(c, ctx)))
  ];
  const cellWidths = table.map((r) => r.map(displayWidth));
  const widths = COLUMNS2.map((_, col) => cellWidths.reduce((max, r) => Math.max(max, r[col]), 0));
  const last = widths.length - 1;
  const line = (r, i) => {
    let text = "";
    let started = false;
    for (let col = 0; col <= last; col++) {
      if (widths[col] === 0) continue;
      if (started) text += "  ";
      started = true;
      if (col === last && COLUMNS2[col].align === "left") text += r[col];
      else {
        const pad = spaces(widths[col] - cellWidths[i][col]);
        text += COLUMNS2[col].align === "left" ? r[col] + pad : pad + r[col];
      }
    }
    return text;
  };
  const out = [paint(1, title), line(table[0], 0)];
  rows.forEach((c, i) => {
    const text = line(table[i + 1], i + 1);
    const code = colorOf(c);
    out.push(code === void 0 ? text : paint(code, text));
  });
  return out;
}
function isConstantRow(c) {
  return c.verdict === "unchanged" && rowIsConstant(c) && !c.derived?.length && c.base.median === c.head.median;
}
function constantValue(rows) {
  const median = rows[0].base.median;
  if (!rows.every((c) => c.base.median === median && c.unit === rows[0].unit)) return void 0;
  return median === 0 ? "0" : formatValue(median, rows[0].unit);
}
function constantText(constant, all) {
  const value = constantValue(constant);
  return `${value !== void 0 ? `${escapeTerminal(value)} on both sides` : "constant and equal on both sides"} for ${all ? "all" : "the other"} ${constant.length}`;
}
function summaryLine(report, paint) {
  const s = report.summary;
  const geomean2 = s.geomean === null ? "" : ` \xB7 geomean ${formatGeomean(s.geomean)}`;
  const h = headline(report);
  const counts = h.counts;
  const gate = escapeTerminal(gatedMetricList(report.settings).join(", "));
  if (h.kind === "fail") {
    const what = h.regressions > 0 ? `${h.regressions} significant ${h.regressions === 1 ? "regression" : "regressions"} on gated metrics (${gate})` : h.status;
    return paint(31, `FAIL: ${what}`) + ` \xB7 ${counts}${geomean2}`;
  }
  if (h.kind === "undecided") {
    return paint(33, `ok, undecided: ${h.status} on gated metrics (${gate}): not an all-clear, ${h.more} would decide them`) + ` \xB7 ${counts}${geomean2}`;
  }
  const accepted = report.acceptance ? ` with the label "${report.acceptance.label}", ${acceptedByText(report.acceptance)}` : "";
  const ok = s.accepted > 0 ? `ok: gated regressions accepted${escapeTerminal(accepted)}` : "ok: no significant regression on gated metrics";
  return paint(32, ok) + ` \xB7 ${counts}${geomean2}`;
}
function renderTerminal(report, options = {}) {
  const paint = options.color ? (code, text) => `\x1B[${code}m${text}\x1B[0m` : (_code, text) => text;
  const lines = [];
  const baseTool = report.machine.base.tool ?? {};
  const headTool = report.machine.head.tool ?? {};
  for (const key of [.../* @__PURE__ */ new Set([...Object.keys(baseTool), ...Object.keys(headTool)])].sort()) {
    const [b, h] = [baseTool[key], headTool[key]];
    const value = b !== void 0 && h !== void 0 && b !== h ? `${b} (base) / ${h} (head)` : b ?? `${h} (head only)`;
    lines.push(`${escapeTerminal(key)}: ${escapeTerminal(value)}`);
  }
  if (lines.length) lines.push("");
  const byMetric = /* @__PURE__ */ new Map();
  for (const c of report.comparisons) {
    const key = `${c.metric}\0${c.unit}`;
    const rows = byMetric.get(key);
    if (rows) rows.push(c);
    else byMetric.set(key, [c]);
  }
  const showGroup = new Set(report.comparisons.map((c) => c.group)).size > 1;
  const ctx = { report, showGroup, alpha: report.settings.alpha };
  const allConstant = /* @__PURE__ */ new Map();
  for (const rows of byMetric.values()) {
    const constant = rows.filter(isConstantRow);
    const folded = constant.length >= 2;
    if (folded && constant.length === rows.length) {
      const text = constantText(constant, true);
      allConstant.set(text, [...allConstant.get(text) ?? [], escapeTerminal(rows[0].metric)]);
      continue;
    }
    const shown = folded ? rows.filter((c) => !isConstantRow(c)) : rows;
    for (const line of metricBlock(rows[0].metric, shown, ctx, paint)) lines.push(line);
    if (folded) lines.push(paint(2, constantText(constant, false)));
    lines.push("");
  }
  for (const [text, metrics] of allConstant) lines.push(paint(2, `${metrics.join(", ")}: ${text}`), "");
  for (const line of attributionTerminal(report.comparisons, showGroup)) lines.push(line);
  const names = (g) => nameList(g.names, (n) => displayName(n, TERMINAL_NAME_CHARS));
  const warnings2 = [
    ...reportWarningGroups(report).map((g) => g.names.length > 1 ? `${g.message} \u2014 ${names(g)}` : g.message),
    ...rowWarningGroups(report).map((g) => `${names(g)} (${g.metric ?? ""}): ${g.message}`)
  ];
  for (const w of warnings2.slice(0, 20)) lines.push(paint(33, `warning: ${escapeTerminal(w)}`));
  if (warnings2.length > 20) lines.push(paint(33, `warning: \u2026 and ${warnings2.length - 20} more (see --json)`));
  if (warnings2.length) lines.push("");
  if (anyMarked(report.comparisons)) {
    lines.push(
      "CI: a marked interval is at the level its row was decided at (after the looks and the family), so it excludes 0 exactly when the row is significant; unmarked intervals are 95%.",
      ""
    );
  }
  lines.push(summaryLine(report, paint));
  return safeLogText(lines.join("\n") + "\n");
}

// src/cli/common.ts
var OUTPUT_OPTIONS = {
  json: { type: "string" },
  markdown: { type: "string" },
  "no-color": { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
var OUTPUT_HELP = [
  "  --json FILE            write the JSON report (docs/report-json.md) to FILE",
  "  --markdown FILE        write the markdown report (the PR comment) to FILE",
  "  --no-color             no colours in the table (also: NO_COLOR=1; off when not a terminal)",
  "  -h, --help             show this help"
];
function commandOptions(command) {
  return { ...cliOptions(command), ...OUTPUT_OPTIONS };
}
function flagGiven(values, flag) {
  return values[flag] !== void 0;
}
function commandHelp(command, text, exitCodes, output = OUTPUT_HELP) {
  return `${text}

${settingsHelp(command, { output })}

${exitCodes}`;
}
function writeOutput(file, text, what) {
  try {
    if (typeof text === "string") writeFileSync(file, text);
    else writeChunks(file, text);
  } catch (err) {
    const code = err.code;
    throw new UsageError(`cannot write the ${what} to ${file}: ${code === "ENOENT" ? "its directory does not exist" : code ?? String(err)}`);
  }
}
function writeChunks(file, chunks) {
  const fd = openSync(file, "w");
  try {
    let pending = [];
    let size = 0;
    for (const chunk of chunks) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= 1 << 16) {
        writeSync(fd, pending.length === 1 ? chunk : pending.join(""));
        pending = [];
        size = 0;
      }
    }
    if (pending.length) writeSync(fd, pending.join(""));
  } finally {
    closeSync(fd);
  }
}
function emitReport(report, values, markdown, preamble = "") {
  process.stdout.write(safeLogText(preamble) + renderTerminal(report, { color: !values["no-color"] && shouldUseColor(process.stdout) }));
  if (values.json) writeOutput(values.json, renderJsonChunks(report), "JSON report");
  if (values.markdown) {
    const fullReportHint = values.json ? `the full report is in ${values.json}` : "run with --json FILE for the full report";
    writeOutput(values.markdown, renderMarkdown(report, { ...markdown, fullReportHint }), "markdown report");
  }
}

// src/stats/geomean.ts
function geomean(ratios) {
  let sumLog = 0;
  let count = 0;
  for (const r of ratios) {
    if (r > 0 && Number.isFinite(r)) {
      sumLog += Math.log(r);
      count++;
    }
  }
  return count === 0 ? null : Math.exp(sumLog / count);
}
function geomeansByMetric(rows) {
  const byMetric = /* @__PURE__ */ new Map();
  for (const r of rows) {
    if (r.ratio === null) continue;
    const list2 = byMetric.get(r.metric);
    if (list2) list2.push(r.ratio);
    else byMetric.set(r.metric, [r.ratio]);
  }
  const out = {};
  for (const [metric, ratios] of byMetric) {
    const g = geomean(ratios);
    if (g !== null) out[metric] = g;
  }
  return out;
}
function headlineGeomean(geomeans, gate) {
  for (const metric of gate) if (geomeans[metric] !== void 0) return geomeans[metric];
  return null;
}

export {
  require_jstat,
  CONFIDENCE,
  medianOfSorted,
  medianWithCI,
  Z95,
  normalLowerTail,
  twoSidedNormalP,
  sortedCopy,
  selectInPlace,
  binomial,
  minAttainableP,
  pairwiseOrderStatistics,
  pairwiseMedianAndInterval,
  walshCriticalOrder,
  pairedIntervalAt,
  pairedView,
  MIN_INSTRUCTION_ROUNDS,
  instructionsInterval,
  instructionsView,
  UNIT_NOUN,
  unitValues,
  sideUnitValues,
  FLOOR_WARNING_CODE,
  roundsForFloor,
  decideFamily,
  decideFamilyInPlace,
  withDecidingTest,
  geomeansByMetric,
  headlineGeomean,
  gatedMetricList,
  gatedMetrics,
  MAX_REPORT_BYTES,
  MAX_LIST,
  MAX_TEXT_CHARS,
  comparison,
  isolation,
  warnings,
  machines,
  run,
  rounds,
  shards,
  rules,
  acceptance,
  renderJson,
  formatDelta,
  formatPctCI,
  formatP,
  plural,
  plannedLooks,
  couldBeRegression,
  undecidedRows,
  stopReason,
  NO_SYMBOL,
  parseCachegrind,
  addInto,
  wantsAttribution,
  COMMAND_BENCHMARK,
  renderMarkdown,
  commandOptions,
  flagGiven,
  commandHelp,
  writeOutput,
  emitReport
};
